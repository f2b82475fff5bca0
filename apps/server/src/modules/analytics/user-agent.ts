import { UAParser } from 'ua-parser-js';
import { LRUCache } from 'lru-cache';

export interface ClientInfo {
  sysType: 'mobile' | 'computer';
  browser: string;
  os: string;
}

// Parsing costs ~0.1 ms and visitors send a few hundred distinct agents: every tracking event
// pays for a parse otherwise (the most frequent call there is).
const parsed = new LRUCache<string, ClientInfo>({ max: 2000, ttl: 60 * 60_000 });

/** Device class (spec §3 sysType), browser and OS from the user agent. */
export function parseUserAgent(userAgent: string | undefined): ClientInfo {
  const agent = (userAgent ?? '').slice(0, 512);
  const known = parsed.get(agent);
  if (known) return known;
  const result = new UAParser(agent).getResult();
  const deviceType = result.device.type;
  const info: ClientInfo = {
    sysType: deviceType === 'mobile' || deviceType === 'tablet' || deviceType === 'wearable' ? 'mobile' : 'computer',
    browser: [result.browser.name, result.browser.major].filter(Boolean).join(' '),
    os: [result.os.name, result.os.version].filter(Boolean).join(' '),
  };
  parsed.set(agent, info);
  return info;
}
