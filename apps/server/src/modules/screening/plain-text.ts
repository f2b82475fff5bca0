import { Parser } from 'htmlparser2';

/** Elements whose end separates text: words never run across paragraphs or cells. */
const BLOCK = new Set([
  'p',
  'div',
  'br',
  'hr',
  'li',
  'ul',
  'ol',
  'tr',
  'td',
  'th',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'caption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'figure',
  'figcaption',
  'dd',
  'dt',
]);
/** Elements whose text is never shown. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'textarea', 'title']);

/**
 * The text a reader sees in some HTML: tags stripped, entities decoded, a line break after
 * each block. Inline tags add nothing, so `敏<b>感</b>词` reads `敏感词` — splitting a word
 * with markup does not hide it from screening. Offsets of screening hits point into this.
 */
export function htmlToPlainText(html: string): string {
  const out: string[] = [];
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hidden++;
        else if (name === 'br' || name === 'hr') out.push('\n');
      },
      ontext(text) {
        if (hidden === 0) out.push(text);
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BLOCK.has(name) && name !== 'br' && name !== 'hr') out.push('\n');
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return out
    .join('')
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]*\n[\s]*/g, '\n')
    .trim();
}
