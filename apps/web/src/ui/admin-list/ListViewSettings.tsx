import { ColumnHeightOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Popover, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { Density, ListView } from './useListView.ts';

const DENSITIES: { key: Density; label: string }[] = [
  { key: 'large', label: '宽松' },
  { key: 'middle', label: '中等' },
  { key: 'small', label: '紧凑' },
];

export interface ViewColumn {
  key: string;
  title: ReactNode;
}

/** 密度 and 列设置 of a list (ProTable's toolbar): which columns show, how tall the rows are. */
export function ListViewSettings({
  columns,
  view,
  onChange,
  onReset,
}: {
  columns: ViewColumn[];
  view: ListView;
  onChange: (view: ListView) => void;
  onReset: () => void;
}) {
  const shown = columns.filter((c) => !view.hidden.includes(c.key)).map((c) => c.key);
  const settings = (
    <div aria-label="列设置" style={{ minWidth: 160 }}>
      <Checkbox.Group
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        value={shown}
        options={columns.map((c) => ({ value: c.key, label: c.title, disabled: shown.length === 1 && shown[0] === c.key }))}
        onChange={(keys) => onChange({ ...view, hidden: columns.map((c) => c.key).filter((k) => !(keys as string[]).includes(k)) })}
      />
      <Button type="link" size="small" style={{ paddingInline: 0, marginTop: 6 }} onClick={onReset}>
        重置
      </Button>
    </div>
  );
  return (
    <Space size={0}>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [view.density],
          items: DENSITIES.map((d) => ({ key: d.key, label: d.label })),
          onClick: ({ key }) => onChange({ ...view, density: key as Density }),
        }}
      >
        <Tooltip title="密度">
          <Button type="text" aria-label="密度" icon={<ColumnHeightOutlined />} />
        </Tooltip>
      </Dropdown>
      <Popover trigger="click" placement="bottomRight" title="列设置" content={settings}>
        <Tooltip title="列设置">
          <Button type="text" aria-label="列设置" icon={<SettingOutlined />} />
        </Tooltip>
      </Popover>
    </Space>
  );
}
