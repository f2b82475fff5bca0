import type { TextRange } from '@coal/contracts';
import type { ReactNode } from 'react';

export interface HighlightedProps {
  text: string;
  ranges: TextRange[];
}

/** Plain text with the matched stretches in <mark>, built as React elements (never HTML). */
export function Highlighted({ text, ranges }: HighlightedProps) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, length] of ranges) {
    if (start < at || start + length > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, start + length)}</mark>);
    at = start + length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
