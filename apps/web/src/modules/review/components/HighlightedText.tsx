import type { ReactNode } from 'react';
import type { ScreeningHit } from '@coal/contracts';

/**
 * Plain text with the hits of one field marked. Built from React text nodes and <mark>
 * elements, so the text can never be read as HTML.
 */
export function HighlightedText({ text, hits }: { text: string; hits: ScreeningHit[] }) {
  const sorted = [...hits].sort((a, b) => a.offset - b.offset);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const hit of sorted) {
    if (hit.offset < at) continue;
    if (hit.offset > at) parts.push(text.slice(at, hit.offset));
    parts.push(
      <mark key={`${hit.offset}-${hit.word}`} className="coal-hit" title={`${hit.category || '敏感词'}`}>
        {text.slice(hit.offset, hit.offset + hit.length)}
      </mark>,
    );
    at = hit.offset + hit.length;
  }
  parts.push(text.slice(at));
  return <div className="coal-highlighted-text">{parts}</div>;
}
