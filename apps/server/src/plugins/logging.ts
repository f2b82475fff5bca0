import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pretty from 'pino-pretty';
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

type LogConfig = Pick<Config, 'NODE_ENV' | 'LOG_LEVEL'>;

/**
 * Whether the log is for a person at a terminal: stdout is a TTY and this is not production.
 * Then it is one coloured line an event (pino-pretty); otherwise pino's JSON lines, for
 * log collectors and files.
 */
export function logsForPerson(config: LogConfig, stdoutIsTty = Boolean(process.stdout.isTTY)): boolean {
  return stdoutIsTty && config.NODE_ENV !== 'production' && config.NODE_ENV !== 'test';
}

export function loggerOptions(config: LogConfig, forPerson = logsForPerson(config)): FastifyServerOptions['logger'] {
  return {
    level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL,
    redact: ['req.headers["e-user-token"]', 'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
    ...(forPerson ? { stream: pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', sync: true }) } : {}),
  };
}

/**
 * For a person (`logsForPerson`): one line a request when it is answered (`GET /url 200 3 ms`)
 * instead of Fastify's two, so a terminal stays readable while browsing.
 */
class OneLineRequests extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/** The logging options of the server: JSON lines, or for a person at a terminal pretty lines and one a request. */
export function serverLogging(config: LogConfig, forPerson = logsForPerson(config)): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return { logger: loggerOptions(config, forPerson), ...(forPerson ? { logController: new OneLineRequests() } : {}) };
}
