import { Extension } from '@tiptap/core';
import { FIRST_LINE_INDENT } from '../editorConfig.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    paragraphFormat: {
      /** Line height of the selected paragraphs and headings ('' removes it). */
      setBlockLineHeight: (lineHeight: string) => ReturnType;
      /** Toggles the 2em first-line indent of the selected paragraphs. */
      toggleFirstLineIndent: () => ReturnType;
    };
  }
}

const BLOCK_TYPES = ['paragraph', 'heading'];

/**
 * Block-level line height and first-line indent (spec §9). Tiptap's own LineHeight styles
 * inline text; a line height belongs to the paragraph, so this sets it on the block.
 */
export const ParagraphFormat = Extension.create({
  name: 'paragraphFormat',

  addGlobalAttributes() {
    return [
      {
        types: BLOCK_TYPES,
        attributes: {
          lineHeight: {
            default: null,
            parseHTML: (element) => element.style.lineHeight || null,
            renderHTML: (attributes) => (attributes.lineHeight ? { style: `line-height: ${String(attributes.lineHeight)}` } : {}),
          },
          textIndent: {
            default: null,
            parseHTML: (element) => element.style.textIndent || null,
            renderHTML: (attributes) => (attributes.textIndent ? { style: `text-indent: ${String(attributes.textIndent)}` } : {}),
          },
        },
      },
    ];
  },

  addCommands() {
    return {
      setBlockLineHeight:
        (lineHeight) =>
        ({ commands }) =>
          BLOCK_TYPES.map((type) => commands.updateAttributes(type, { lineHeight: lineHeight || null })).some(Boolean),
      toggleFirstLineIndent:
        () =>
        ({ editor, commands }) => {
          const active = Boolean(editor.getAttributes('paragraph').textIndent);
          return commands.updateAttributes('paragraph', { textIndent: active ? null : FIRST_LINE_INDENT });
        },
    };
  },
});
