import type { CategoryNode } from '@coal/contracts';
import { TreeSelect } from 'antd';
import { useAdminContentTypesQuery } from '../hooks/useContentAdmin.ts';

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

const toOptions = (nodes: CategoryNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.enabled ? n.name : `${n.name}（已停用）`, children: toOptions(n.children) }));

export interface ContentTypeTreeSelectProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  style?: React.CSSProperties;
  allowClear?: boolean;
}

/** Content-type picker over the whole admin tree (works as an antd Form field). */
export function ContentTypeTreeSelect({ value, onChange, placeholder = '内容类型', style, allowClear = true }: ContentTypeTreeSelectProps) {
  const types = useAdminContentTypesQuery();
  return (
    <TreeSelect
      aria-label={placeholder}
      value={value}
      onChange={(next: number | undefined) => onChange?.(next)}
      placeholder={placeholder}
      allowClear={allowClear}
      treeDefaultExpandAll
      loading={types.isLoading}
      treeData={toOptions(types.data ?? [])}
      style={style ?? { width: 200 }}
    />
  );
}
