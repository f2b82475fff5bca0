/**
 * The allow-list for article and post bodies (the rich-text editor of spec §9). Only what
 * the editor makes survives; scripts, event handlers, javascript:/data: URLs, foreign
 * styles and `url()`/`expression()` in styles are removed. Run on every create and update.
 */
import sanitize from 'sanitize-html';

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d{1,3})\s*)?\)|[a-z]{3,20})$/i;
const FONT_SIZE = /^\d{1,3}(\.\d{1,2})?(px|pt|em|rem|%)$/;
const LINE_HEIGHT = /^\d{1,2}(\.\d{1,2})?(px|em|%)?$/;
const TEXT_INDENT = /^-?\d{1,3}(\.\d{1,2})?(em|px|pt|rem|%)$/;
const TEXT_STYLES = { color: [COLOR], 'font-size': [FONT_SIZE], 'line-height': [LINE_HEIGHT], 'text-indent': [TEXT_INDENT] };
/** Paragraph-level styles the editor puts on blocks (line height, first-line indent). */
const BLOCK_STYLES = { 'line-height': [LINE_HEIGHT], 'text-indent': [TEXT_INDENT] };

/** Images only from the web or from our own uploads. */
const IMAGE_SRC = /^(https?:\/\/[^\s"'<>]+|\/uploads\/[\w./-]+)$/i;
const DIMENSION = /^\d{1,4}(%|px)?$/;
const SPAN = /^\d{1,3}$/;

const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'a', 'blockquote', 'pre', 'code', 'hr'],
  allowedAttributes: {
    span: ['style'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    li: ['style'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    img: ['src', 'alt', 'width', 'height'],
    a: ['href', 'target', 'rel'],
  },
  allowedStyles: { span: TEXT_STYLES, p: BLOCK_STYLES, h1: BLOCK_STYLES, h2: BLOCK_STYLES, h3: BLOCK_STYLES, h4: BLOCK_STYLES, li: BLOCK_STYLES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], a: ['http', 'https', 'mailto'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
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
export function sanitizeArticleHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** Images in the (sanitised) body that have no alt text: a format check of the review. */
export function imagesWithoutAlt(html: string): number {
  return (html.match(/<img\b[^>]*>/gi) ?? []).filter((tag) => !/\balt="[^"]+"/i.test(tag)).length;
}
