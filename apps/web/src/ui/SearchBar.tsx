import type { ReactNode } from 'react';

export interface SearchBarProps {
  /** Filters, usually form fields. */
  left?: ReactNode;
  /** Actions, usually buttons (查询, 重置, 新增). */
  right?: ReactNode;
  className?: string;
}

/** Search-bar layout with left and right slots (spec §2); wraps on narrow screens. */
export function SearchBar({ left, right, className }: SearchBarProps) {
  return (
    <div className={className ? `coal-search-bar ${className}` : 'coal-search-bar'} role="search">
      <div className="coal-search-bar__left">{left}</div>
      <div className="coal-search-bar__right">{right}</div>
    </div>
  );
}
