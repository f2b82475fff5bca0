import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/env.ts';

// Calls whose query strings carry credentials or tickets: logged by path only.
const SECRET_QUERY = /\/(login|resetPwd|simulateLogin|refreshAccessToken|verifyTicket|landing)\b/i;

/** Strips the query string of credential-carrying calls so no secret reaches the log. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  return q >= 0 && SECRET_QUERY.test(url.slice(0, q)) ? `${url.slice(0, q)}?[redacted]` : url;
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL,
    redact: ['req.headers["e-user-token"]', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
  };
}
