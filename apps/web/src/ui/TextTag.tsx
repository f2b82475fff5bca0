import type { ReactNode } from 'react';

export type TextTagColor = 'red' | 'volcano' | 'blue';

/**
 * A small coloured label (置顶, 热, a category) drawn like antd's preset-colour Tag, in plain
 * markup: the home lists show many, and antd's Tag brings its colour machinery along.
 */
export function TextTag({ color, children }: { color: TextTagColor; children: ReactNode }) {
  return <span className={`coal-tag coal-tag--${color}`}>{children}</span>;
}
