/**
 * Search and replace over a ProseMirror document (spec §9 plugin list): matches are found
 * in each text block's text, so a match never spans two paragraphs.
 */
import type { Node as PmNode } from '@tiptap/pm/model';

export interface TextMatch {
  from: number;
  to: number;
}

/** Every occurrence of `term` in the document, in document order. */
export function findMatches(doc: PmNode, term: string, caseSensitive = false): TextMatch[] {
  if (!term) return [];
  const needle = caseSensitive ? term : term.toLowerCase();
  const matches: TextMatch[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    // Map each character of the block's text to its document position (inline nodes break runs).
    let text = '';
    const positions: number[] = [];
    node.forEach((child, offset) => {
      if (!child.isText || !child.text) return;
      for (let i = 0; i < child.text.length; i += 1) positions.push(pos + 1 + offset + i);
      text += child.text;
    });
    const haystack = caseSensitive ? text : text.toLowerCase();
    let index = haystack.indexOf(needle);
    while (index >= 0) {
      const from = positions[index]!;
      const last = positions[index + needle.length - 1]!;
      // Only contiguous runs: a match broken by an image or a hard break is not one.
      if (last - from === needle.length - 1) matches.push({ from, to: last + 1 });
      index = haystack.indexOf(needle, index + needle.length);
    }
    return false;
  });
  return matches;
}
