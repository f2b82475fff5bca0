/**
 * Keyword links in article bodies (GET /api/keywords/getUrls): the first occurrence of each
 * keyword becomes a link. Done on the DOM: text nodes are split and an <a> element is built
 * with textContent and a checked href, so neither a keyword nor its address can ever be
 * read as HTML.
 */

export interface KeywordLink {
  keyword: string;
  url: string;
}

/** Text inside these elements is never linked. */
const SKIPPED = new Set(['A', 'SCRIPT', 'STYLE', 'CODE', 'PRE', 'TEXTAREA', 'BUTTON', 'H1', 'H2', 'H3']);

/** Only http(s) addresses and paths on this site may become links. */
export function isSafeLinkUrl(url: string): boolean {
  return /^https?:\/\/[^\s"'<>`]+$/i.test(url) || /^\/(?!\/)[^\s"'<>`]*$/.test(url);
}

function textNodes(root: Node): Text[] {
  const nodes: Text[] = [];
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      for (let parent = node.parentElement; parent && parent !== root; parent = parent.parentElement) {
        if (SKIPPED.has(parent.tagName)) return NodeFilter.FILTER_REJECT;
      }
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

function makeLink(doc: Document, keyword: string, url: string): HTMLAnchorElement {
  const link = doc.createElement('a');
  link.textContent = keyword;
  link.setAttribute('href', url);
  link.className = 'coal-keyword-link';
  if (/^https?:/i.test(url)) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return link;
}

/** Links the first occurrence of each keyword under `root`; answers how many were linked. */
export function applyKeywordLinks(root: HTMLElement, keywords: readonly KeywordLink[]): number {
  const usable = keywords.filter((k) => k.keyword.trim() && isSafeLinkUrl(k.url)).sort((a, b) => b.keyword.length - a.keyword.length);
  let linked = 0;
  for (const { keyword, url } of usable) {
    for (const node of textNodes(root)) {
      const index = node.data.indexOf(keyword);
      if (index < 0) continue;
      const match = node.splitText(index);
      match.splitText(keyword.length);
      match.replaceWith(makeLink(root.ownerDocument, keyword, url));
      linked += 1;
      break;
    }
  }
  return linked;
}
