import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { weakEtag } from '../plugins/etag.ts';
import { SharedCache } from './cache/shared-cache.ts';
import { MemoryKv } from './kv/memory-kv.ts';
import { cachedAnswer, okShared } from './shared-answer.ts';

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

describe('cachedAnswer', () => {
  it('loads and serialises once per cached value, and anew (with a new tag) after an invalidation', async () => {
    const store = new MemoryKv();
    const cache = new SharedCache(store, 'answers');
    let version = 1;
    const load = vi.fn(async () => ({ list: [{ id: 1, title: `v${version}` }] }));
    const stringify = vi.spyOn(JSON, 'stringify');
    const app = Fastify();
    app.get('/x', async (request, reply) => cachedAnswer(reply, cache, 'x', request.query as object, load));
    try {
      // Envelopes serialised so far (the cache key is a JSON string too: not counted).
      const envelopes = () => stringify.mock.calls.filter(([value]) => (value as { data?: unknown } | null)?.data !== undefined).length;
      const first = await app.inject('/x?page=1');
      expect(envelopes()).toBe(1);
      const second = await app.inject('/x?page=1');
      expect(load).toHaveBeenCalledTimes(1);
      expect(envelopes()).toBe(1); // the hit is neither serialised nor hashed again
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);

      version = 2;
      await cache.invalidate();
      const third = await app.inject('/x?page=1');
      expect(load).toHaveBeenCalledTimes(2);
      expect(third.json().data.list[0].title).toBe('v2');
      expect(third.headers.etag).not.toBe(first.headers.etag);
    } finally {
      stringify.mockRestore();
      await app.close();
      await store.close();
    }
  });
});
