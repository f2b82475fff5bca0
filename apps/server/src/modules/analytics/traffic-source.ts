import { LRUCache } from 'lru-cache';

/** Direct visits and visits from our own pages (spec §3 source: "direct visit"). */
export const DIRECT_VISIT = '直接访问';

const ENGINES: Array<[RegExp, string]> = [
  [/(^|\.)baidu\.com$/, '百度'],
  [/(^|\.)google\.[a-z.]+$/, '谷歌'],
  [/(^|\.)bing\.com$/, '必应'],
  [/(^|\.)sogou\.com$/, '搜狗'],
  [/(^|\.)so\.com$/, '360搜索'],
  [/(^|\.)sm\.cn$/, '神马'],
  [/(^|\.)yahoo\.com$/, '雅虎'],
  [/(^|\.)yandex\.[a-z]+$/, 'Yandex'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
];

/**
 * Where a visit came from: a search engine's Chinese name, 直接访问 for no referrer or our
 * own host, else the referring host (a link from another site).
 */
export function classifySource(referrer: string | undefined, ownHost: string | undefined): string {
  if (!referrer) return DIRECT_VISIT;
  const key = `${ownHost ?? ''} ${referrer}`;
  let source = classified.get(key);
  if (source === undefined) {
    source = classify(referrer, ownHost);
    classified.set(key, source);
  }
  return source;
}

// Most tracking events come from a few referrers (our own pages, a search engine's result
// pages): parsing the URL every time would be most of this call's cost.
const classified = new LRUCache<string, string>({ max: 5_000, ttl: 60 * 60_000 });

function classify(referrer: string, ownHost: string | undefined): string {
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return DIRECT_VISIT;
  }
  if (ownHost && host === ownHost.split(':')[0]?.toLowerCase()) return DIRECT_VISIT;
  return ENGINES.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}
