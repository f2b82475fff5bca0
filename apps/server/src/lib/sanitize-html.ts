/**
 * The one allow-list for stored rich text: article and post bodies, texts, the company
 * profile and help pages all come from the same editor (spec §9, `apps/web/src/ui/editor`),
 * so exactly what it makes survives — lists, tables, images, code, colours and font sizes on
 * spans and blocks, alignment, line height and first-line indent on blocks. Scripts, event handlers,
 * frames, forms, javascript:/data: URLs, `url()`/`expression()` in styles and foreign styles
 * never do. Run on every create and update; `xss.routes.test.ts` proves it end to end.
 */
import sanitize from 'sanitize-html';

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d{1,3})\s*)?\)|[a-z]{3,20})$/i;
const FONT_SIZE = /^\d{1,3}(\.\d{1,2})?(px|pt|em|rem|%)$/;
const LINE_HEIGHT = /^\d{1,2}(\.\d{1,2})?(px|em|%)?$/;
const TEXT_INDENT = /^-?\d{1,3}(\.\d{1,2})?(em|px|pt|rem|%)$/;
const TEXT_ALIGN = /^(left|right|center|justify)$/;
const COL_WIDTH = /^\d{1,4}(px|%)$/;

/** Colour, highlight and size: what a paste keeps (spec §9), on spans and on blocks alike. */
const COLOUR_STYLES = { color: [COLOR], 'background-color': [COLOR], 'font-size': [FONT_SIZE] };
const TEXT_STYLES = { ...COLOUR_STYLES, 'line-height': [LINE_HEIGHT], 'text-indent': [TEXT_INDENT] };
/** Paragraph-level styles: the editor's (line height, first-line indent, alignment) and pasted colour/size. */
const BLOCK_STYLES = { ...COLOUR_STYLES, 'line-height': [LINE_HEIGHT], 'text-indent': [TEXT_INDENT], 'text-align': [TEXT_ALIGN] };
const BLOCKS = ['p', 'h1', 'h2', 'h3', 'h4', 'li'] as const;

/** Images only from the web or from our own uploads. */
const IMAGE_SRC = /^(https?:\/\/[^\s"'<>]+|\/uploads\/[\w./-]+)$/i;
const DIMENSION = /^\d{1,4}(%|px)?$/;
const SPAN = /^\d{1,3}$/;

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'span',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'table',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'a',
    'blockquote',
    'pre',
    'code',
    'hr',
  ],
  allowedAttributes: {
    span: ['style'],
    ...Object.fromEntries(BLOCKS.map((tag) => [tag, ['style']])),
    ol: ['start'],
    col: ['style'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    img: ['src', 'alt', 'width', 'height'],
    a: ['href', 'target', 'rel'],
    pre: ['class'],
    code: ['class'],
  },
  // Only code-highlighting classes, nothing that could reach the portal's own CSS.
  allowedClasses: { pre: ['language-*'], code: ['language-*'] },
  allowedStyles: {
    span: TEXT_STYLES,
    ...Object.fromEntries(BLOCKS.map((tag) => [tag, BLOCK_STYLES])),
    col: { width: [COL_WIDTH], 'min-width': [COL_WIDTH] },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], a: ['http', 'https', 'mailto'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  selfClosing: [...sanitize.defaults.selfClosing, 'col'],
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    // Links that open a new window cannot reach back into the portal.
    a: (tagName, attribs) => {
      const out: Record<string, string> = { rel: 'noopener noreferrer' };
      if (attribs.href) out.href = attribs.href;
      if (attribs.target === '_blank') out.target = '_blank';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.src && IMAGE_SRC.test(attribs.src.trim())) out.src = attribs.src.trim();
      if (attribs.alt !== undefined) out.alt = attribs.alt;
      for (const k of ['width', 'height'] as const) if (attribs[k] && DIMENSION.test(attribs[k])) out[k] = attribs[k];
      return { tagName, attribs: out };
    },
    td: (tagName, attribs) => ({ tagName, attribs: spans(attribs) }),
    th: (tagName, attribs) => ({ tagName, attribs: spans(attribs) }),
    ol: (tagName, attribs) => ({ tagName, attribs: attribs.start && SPAN.test(attribs.start) ? { start: attribs.start } : ({} as sanitize.Attributes) }),
  },
  // An image whose address was refused is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

function spans(attribs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of ['colspan', 'rowspan'] as const) if (attribs[k] && SPAN.test(attribs[k])) out[k] = attribs[k];
  return out;
}

/** Editor HTML made safe to store and to show. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** The plain text of some HTML (for summaries and search), whitespace collapsed. */
export function htmlToText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Images in the (sanitised) body that have no alt text: a format check of the review. */
export function imagesWithoutAlt(html: string): number {
  return (html.match(/<img\b[^>]*>/gi) ?? []).filter((tag) => !/\balt="[^"]+"/i.test(tag)).length;
}
