import type { ReactNode } from 'react';
import { MESSAGES } from '@coal/contracts';

export interface EmptyProps {
  /** Text under the picture; the spec's default is 暂无数据. */
  description?: ReactNode;
  /** Small picture for tables and cards, the large one for whole pages. */
  simple?: boolean;
  className?: string;
}

/**
 * Empty-state placeholder of spec §2 (default text 暂无数据), with antd's empty-tray picture
 * in plain markup: every home block can show it, and antd's Empty is not worth its download.
 */
export function Empty({ description = MESSAGES.empty, simple = false, className }: EmptyProps) {
  const classes = ['coal-empty', simple ? 'coal-empty--simple' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <svg className="coal-empty__image" viewBox="0 0 64 41" aria-hidden="true" focusable="false">
        <g transform="translate(0 1)" fill="none" fillRule="evenodd">
          <ellipse fill="#f5f5f5" cx="32" cy="33" rx="32" ry="7" />
          <g fillRule="nonzero" stroke="#d9d9d9">
            <path d="M55 12.76L44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
            <path
              d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
              fill="#fafafa"
            />
          </g>
        </g>
      </svg>
      {description ? <div className="coal-empty__description">{description}</div> : null}
    </div>
  );
}
