import { useMemo, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { buildBackMenu } from './menu.ts';

export interface MenuSearchOption {
  value: string;
  label: string;
}

/** Every menu page the staff member may see, as `分组 / 页面` → its path. */
export function menuSearchOptions(permissions: readonly string[]): MenuSearchOption[] {
  return buildBackMenu(permissions).flatMap((group) => group.items.map((item) => ({ value: item.path, label: `${group.title} / ${item.title}` })));
}

/** Every typed word (space separated) appears in `分组 / 页面`, ignoring case. */
export function matchesMenu(input: string, option: MenuSearchOption | undefined): boolean {
  if (!option) return false;
  const label = option.label.toLowerCase();
  return input
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => label.includes(word));
}

/** The header's search box: jump to any menu page the staff member may see. */
export function MenuSearch({ permissions }: { permissions: readonly string[] }) {
  const navigate = useAppNavigate();
  const [text, setText] = useState('');
  const options = useMemo(() => menuSearchOptions(permissions), [permissions]);
  return (
    <AutoComplete<string, MenuSearchOption>
      className="coal-back-header__search"
      style={{ width: 240 }}
      value={text}
      options={options}
      filterOption={matchesMenu}
      onChange={setText}
      onSelect={(path) => {
        setText('');
        navigate(path);
      }}
    >
      <Input size="small" allowClear prefix={<SearchOutlined />} placeholder="搜索菜单页面" aria-label="搜索菜单页面" />
    </AutoComplete>
  );
}
