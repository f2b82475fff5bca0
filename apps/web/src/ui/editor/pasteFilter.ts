/**
 * Paste rule of spec §9: pasted HTML keeps only its colour and font-size styles. Every other
 * inline style, every class and id go, so that text copied from Word or other sites does not
 * bring its layout along. Parsed with DOMParser (inert: scripts never run, images never load).
 */

/** Style properties that survive a paste. */
export const KEPT_PASTE_STYLES = ['color', 'font-size'] as const;

/** A style attribute reduced to the kept properties; '' when none is left. */
export function filterStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (value && (KEPT_PASTE_STYLES as readonly string[]).includes(name)) kept.push(`${name}: ${value}`);
  }
  return kept.join('; ');
}

/** Blocks whose colour and font size the editor can only keep on an inner span. */
const BLOCK_TAGS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'TD', 'TH', 'BLOCKQUOTE']);

/**
 * The editor's schema keeps text styles on spans only (its TextStyle mark): a block's colour
 * or font size (Word and most sites write `<p style="color:…">`) moves onto a span around
 * the block's content, so that it survives the paste like a span's does.
 */
function moveBlockStyleInside(element: Element, style: string): void {
  const doc = element.ownerDocument;
  const span = doc.createElement('span');
  span.setAttribute('style', style);
  while (element.firstChild) span.appendChild(element.firstChild);
  element.appendChild(span);
  element.removeAttribute('style');
}

/** Pasted HTML with only colour and font-size styles left (and no classes or ids). */
export function filterPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('style, script, meta, link, title').forEach((node) => node.remove());
  doc.body.querySelectorAll('*').forEach((element) => {
    element.removeAttribute('class');
    element.removeAttribute('id');
    const style = element.getAttribute('style');
    if (style === null) return;
    const filtered = filterStyle(style);
    if (filtered && BLOCK_TAGS.has(element.tagName) && element.firstChild) moveBlockStyleInside(element, filtered);
    else if (filtered) element.setAttribute('style', filtered);
    else element.removeAttribute('style');
  });
  return doc.body.innerHTML;
}
