import { UAParser } from 'ua-parser-js';

export interface ClientInfo {
  sysType: 'mobile' | 'computer';
  browser: string;
  os: string;
}

/** Device class (spec §3 sysType), browser and OS from the user agent. */
export function parseUserAgent(userAgent: string | undefined): ClientInfo {
  const result = new UAParser(userAgent ?? '').getResult();
  const deviceType = result.device.type;
  return {
    sysType: deviceType === 'mobile' || deviceType === 'tablet' || deviceType === 'wearable' ? 'mobile' : 'computer',
    browser: [result.browser.name, result.browser.major].filter(Boolean).join(' '),
    os: [result.os.name, result.os.version].filter(Boolean).join(' '),
  };
}
