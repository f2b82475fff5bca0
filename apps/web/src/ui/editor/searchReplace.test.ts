import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { buildExtensions } from './extensions/index.ts';
import { findMatches } from './searchReplace.ts';

const schema = getSchema(buildExtensions(''));
const doc = schema.nodeFromJSON({
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: '焦煤价格上涨，焦煤' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Coke ' },
        { type: 'text', text: 'coke', marks: [{ type: 'bold' }] },
      ],
    },
  ],
});

describe('search and replace', () => {
  it('finds every occurrence, across marks, as document ranges', () => {
    const hits = findMatches(doc, '焦煤');
    expect(hits).toHaveLength(2);
    expect(hits.map((m) => doc.textBetween(m.from, m.to))).toEqual(['焦煤', '焦煤']);
    const cokes = findMatches(doc, 'COKE');
    expect(cokes.map((m) => doc.textBetween(m.from, m.to))).toEqual(['Coke', 'coke']);
    expect(findMatches(doc, 'COKE', true)).toEqual([]);
    expect(findMatches(doc, '')).toEqual([]);
  });

  it('never matches across two paragraphs', () => {
    expect(findMatches(doc, '焦煤Coke')).toEqual([]);
  });
});
