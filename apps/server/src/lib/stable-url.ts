/**
 * The web client stamps every request with a random `_t` (spec §7: a cache buster the server
 * ignores), so no two of its URLs are the same. What the server keeps per URL (parsed
 * queries, replayed answers) is keyed by the URL without that stamp; otherwise a browser's
 * requests would never find anything kept, and each would push out what the others kept.
 */
const STAMP = '_t=';

/** `url` without its `_t` parameter(s); the same string when it has none. */
export function stableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0 || url.indexOf(STAMP, q) < 0) return url;
  const kept = url
    .slice(q + 1)
    .split('&')
    .filter((pair) => !pair.startsWith(STAMP))
    .join('&');
  return kept ? `${url.slice(0, q)}?${kept}` : url.slice(0, q);
}
