import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';

export interface GeoInfo {
  country: string;
  province: string;
  /** City, or 内网IP / 本机地址 for private addresses. */
  region: string;
  isp: string;
}

interface Searcher {
  search(ip: string): { country: string; province: string; city: string; isp: string } | null;
}

const UNKNOWN: GeoInfo = { country: '未知', province: '未知', region: '未知', isp: '' };
let searcher: Searcher | undefined;

// ip2region ships its data file; loaded on the first lookup, not at start-up.
function getSearcher(): Searcher {
  if (!searcher) {
    const mod = createRequire(import.meta.url)('ip2region') as { default: new () => Searcher };
    searcher = new mod.default();
  }
  return searcher;
}

// A visitor sends a tracking event per page view, so its address repeats: the lookup (a few
// µs of binary search per call) is kept, and the answer never changes while the data file does not.
const located = new LRUCache<string, GeoInfo>({ max: 10_000, ttl: 60 * 60_000 });

/** Offline IP → country / province / city in Chinese (province level is what dashboards use). */
export function locateIp(ip: string): GeoInfo {
  const known = located.get(ip);
  if (known) return known;
  const info = lookUp(ip);
  located.set(ip, info);
  return info;
}

function lookUp(ip: string): GeoInfo {
  try {
    const found = getSearcher().search(ip);
    if (!found) return UNKNOWN;
    const local = found.city === '内网IP' || found.isp === '本机地址';
    return {
      country: found.country || (local ? '本地' : UNKNOWN.country),
      province: found.province || (local ? '本地' : UNKNOWN.province),
      region: found.city || found.isp || UNKNOWN.region,
      isp: found.isp,
    };
  } catch {
    return UNKNOWN;
  }
}
