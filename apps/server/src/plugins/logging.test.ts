import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, logsForPerson, redactUrl, serverLogging } from './logging.ts';

/** A server logging at info into memory, as production would log to stdout. */
async function logLinesOf(urls: string[], headers: Record<string, string> = {}): Promise<string> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const options = loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info' });
  const app = Fastify({ logger: typeof options === 'object' ? { ...options, stream } : options });
  app.get('/*', async () => ({ ok: true }));
  for (const url of urls) await app.inject({ method: 'GET', url, headers });
  await app.close();
  return lines.join('');
}

describe('request logging', () => {
  it('never writes signatures, tickets, tokens or passwords from a query string', async () => {
    const log = await logLinesOf([
      '/api/researchReport/file?id=3&mode=inline&exp=1790000000&sig=SIGVALUE123',
      '/api/anything?signature=SIGVALUE456&page=2',
      '/api/external/check?ticket=TICKETVALUE&accessToken=ATVALUE&token=TKVALUE',
      '/api/x?ciphertext=CIPHERVALUE&loginPass=PASSVALUE&newPassword=NEWPASSVALUE',
      '/api/user/login?loginId=IDVALUE',
    ]);
    expect(log).toContain('incoming request');
    for (const secret of ['SIGVALUE123', 'SIGVALUE456', 'TICKETVALUE', 'ATVALUE', 'TKVALUE', 'CIPHERVALUE', 'PASSVALUE', 'NEWPASSVALUE', 'IDVALUE']) {
      expect(log).not.toContain(secret);
    }
    // What is not a secret stays, so the log still says what was asked for.
    expect(log).toContain('/api/researchReport/file?id=3&mode=inline&exp=1790000000&sig=[redacted]');
    expect(log).toContain('page=2');
  });
});

describe('open data API keys', () => {
  it('never writes the Bearer key, nor a key put in a query string', async () => {
    const log = await logLinesOf(['/api/open/v1/series?codes=CCP-TC5500&api_key=coalk_QUERYSECRET'], { authorization: 'Bearer coalk_HEADERSECRET' });
    expect(log).toContain('/api/open/v1/series?codes=CCP-TC5500&api_key=[redacted]');
    expect(log).not.toContain('QUERYSECRET');
    expect(log).not.toContain('HEADERSECRET');
  });
});

describe('redactUrl', () => {
  it('strips the query string of credential-carrying calls', () => {
    expect(redactUrl('/api/user/login?loginId=a&loginPass=b')).toBe('/api/user/login?[redacted]');
    expect(redactUrl('/api/user/resetPwd?loginPassword=x')).toBe('/api/user/resetPwd?[redacted]');
    expect(redactUrl('/api/user/simulateLogin?ciphertext=x')).toBe('/api/user/simulateLogin?[redacted]');
  });

  it('redacts secret parameters by name on any call, encoded names included, and leaves the rest', () => {
    expect(redactUrl('/api/user/getUserInfo?pageType=portal')).toBe('/api/user/getUserInfo?pageType=portal');
    expect(redactUrl('/a?SIG=1&x=2')).toBe('/a?SIG=[redacted]&x=2');
    expect(redactUrl('/a?%73ig=1')).toBe('/a?%73ig=[redacted]');
    expect(redactUrl('/a?access_token=1&refreshToken=2&pwd=3')).toBe('/a?access_token=[redacted]&refreshToken=[redacted]&pwd=[redacted]');
    expect(redactUrl('/a?sig')).toBe('/a?sig=[redacted]');
    expect(redactUrl('/a')).toBe('/a');
  });
});

describe('who the log is for', () => {
  it('is pretty for a person at a terminal, JSON in production, in tests and when piped', () => {
    expect(logsForPerson({ NODE_ENV: 'development', LOG_LEVEL: 'info' }, true)).toBe(true);
    expect(logsForPerson({ NODE_ENV: 'development', LOG_LEVEL: 'info' }, false)).toBe(false);
    expect(logsForPerson({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, true)).toBe(false);
    expect(logsForPerson({ NODE_ENV: 'test', LOG_LEVEL: 'info' }, true)).toBe(false);
    const config = { NODE_ENV: 'development', LOG_LEVEL: 'info' } as const;
    expect(serverLogging(config, false)).toEqual({ logger: expect.not.objectContaining({ stream: expect.anything() }) });
    expect(serverLogging(config, true)).toEqual({ logger: expect.objectContaining({ stream: expect.anything() }), logController: expect.anything() });
  });

  it('writes one line a request for a person, its URL redacted', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = { NODE_ENV: 'development', LOG_LEVEL: 'info' } as const;
    const { logController } = serverLogging(config, true);
    const app = Fastify({ logger: { ...(loggerOptions(config, false) as object), stream }, logController });
    app.get('/*', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/x?page=2&token=SECRET' });
    await app.close();
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages.filter((m) => m.startsWith('GET '))).toEqual([expect.stringMatching(/^GET \/api\/x\?page=2&token=\[redacted\] 200 \d+ ms$/)]);
    expect(messages).not.toContain('incoming request');
  });
});
