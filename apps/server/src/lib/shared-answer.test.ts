import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { weakEtag } from '../plugins/etag.ts';
import { okShared } from './shared-answer.ts';

describe('okShared', () => {
  it('serialises one cached value once, tags it, and answers the same bytes every time', async () => {
    const cached = { series: [{ code: 'X', points: [{ period: '2026-11-24', value: 801.5 }] }] };
    const app = Fastify();
    let stringified = 0;
    const original = JSON.stringify;
    app.get('/x', async (_request, reply) => okShared(reply, cached));
    JSON.stringify = ((...args: Parameters<typeof JSON.stringify>) => {
      if ((args[0] as { data?: unknown } | null)?.data === cached) stringified++;
      return original(...args);
    }) as typeof JSON.stringify;
    try {
      const first = await app.inject('/x');
      const second = await app.inject('/x');
      expect(stringified).toBe(1);
      expect(first.json()).toEqual({ code: 0, result: true, message: 'success', data: cached });
      expect(second.body).toBe(first.body);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers.etag).toBe(weakEtag(first.body));
    } finally {
      JSON.stringify = original;
      await app.close();
    }
  });
});
