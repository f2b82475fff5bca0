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
    if (filtered) element.setAttribute('style', filtered);
    else element.removeAttribute('style');
  });
  return doc.body.innerHTML;
}
