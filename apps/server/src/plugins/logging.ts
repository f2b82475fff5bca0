import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/env.ts';

// Calls whose whole query string is credentials (sealed login fields, tickets): path only.
const SECRET_QUERY = /\/(login|resetPwd|simulateLogin|refreshAccessToken|verifyTicket|landing)\b/i;

// Query parameters that carry a credential or a signature on any call (a signed report link's
// `sig`, tickets, tokens, sealed fields, passwords): their values never reach the log.
const SECRET_PARAM = /^(api_?key|sig|signature|ticket|ciphertext|access_?token|refresh_?token|token|e-user-token|.*pass(word|wd)?|pwd|secret)$/i;

const REDACTED = '[redacted]';

/** The URL as it may be logged: credential-carrying query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const path = url.slice(0, q);
  if (SECRET_QUERY.test(path)) return `${path}?${REDACTED}`;
  // Rewritten pair by pair (not through URLSearchParams) so the rest stays byte for byte.
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_PARAM.test(decodeName(rawName)) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

export function loggerOptions(config: Pick<Config, 'NODE_ENV' | 'LOG_LEVEL'>): FastifyServerOptions['logger'] {
  return {
    level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL,
    redact: ['req.headers["e-user-token"]', 'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
  };
}
