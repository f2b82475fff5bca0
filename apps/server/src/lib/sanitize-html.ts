/**
 * Rich text from the editor (spec §9: lists, tables, images, code, font sizes, colours,
 * line heights, first-line indent) is sanitised here before it is stored: an allow-list of
 * tags, attributes, URL schemes and CSS properties; scripts, event handlers, frames, forms
 * and `javascript:` links never survive. Reuse `sanitizeRichText` for every stored HTML.
 */
import sanitize from 'sanitize-html';

const LENGTH = /^-?\d+(\.\d+)?(px|em|rem|%|pt)?$/;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i;

const textStyles = {
  color: [COLOR],
  'background-color': [COLOR],
  'font-size': [/^\d{1,3}(\.\d+)?(px|pt|em|rem|%)$/],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
  'font-style': [/^(normal|italic|oblique)$/],
  'font-family': [/^[\w\s,"'\u4e00-\u9fa5-]{1,100}$/],
  'text-decoration': [/^(none|underline|line-through|overline)( [a-z]+)?$/],
  'line-height': [/^\d{1,2}(\.\d{1,2})?(px|em|%)?$/],
  'text-indent': [LENGTH],
  'text-align': [/^(left|right|center|justify)$/],
  'letter-spacing': [LENGTH],
  'margin-left': [LENGTH],
  'padding-left': [LENGTH],
  'vertical-align': [/^(top|middle|bottom|baseline|sub|super)$/],
};
const boxStyles = { width: [LENGTH], height: [LENGTH], 'max-width': [LENGTH], border: [/^[\w\s#.(),%-]{1,60}$/], 'border-collapse': [/^(collapse|separate)$/] };

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p', 'br', 'span', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup',
    'mark', 'small', 'blockquote', 'pre', 'code', 'hr', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    '*': ['style', 'title', 'lang', 'dir'],
    a: ['href', 'target', 'rel', 'name'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align', 'valign', 'width'],
    th: ['colspan', 'rowspan', 'align', 'valign', 'width', 'scope'],
    col: ['span', 'width'],
    table: ['border', 'cellpadding', 'cellspacing', 'width'],
    ol: ['start', 'type'],
    code: ['class'],
    pre: ['class'],
  },
  // Only code-highlighting classes (language-xxx), nothing that could reach our own CSS.
  allowedClasses: { code: ['language-*'], pre: ['language-*'] },
  allowedStyles: { '*': { ...textStyles, ...boxStyles } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links that open a new window cannot reach back into the portal.
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.target && out.target !== '_blank' && out.target !== '_self') delete out.target;
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
  },
  // A data: image must be a raster image (no SVG, whose scripts would run when opened alone).
  exclusiveFilter: (frame) => frame.tag === 'img' && (!frame.attribs.src || (/^data:/i.test(frame.attribs.src) && !/^data:image\/(png|jpe?g|gif|webp);base64,/i.test(frame.attribs.src))),
};

/** Editor HTML made safe to store and show. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** The plain text of some HTML (for summaries and search), whitespace collapsed. */
export function htmlToText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}
