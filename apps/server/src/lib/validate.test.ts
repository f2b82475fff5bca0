import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryKey } from './cache/shared-cache.ts';
import { parseQuery } from './validate.ts';

const schema = z.object({ codes: z.string().transform((s) => s.split(',')), page: z.coerce.number().int().min(1) });
const request = (url: string, query: Record<string, string>) => ({ url, query }) as unknown as FastifyRequest;

describe('parseQuery', () => {
  it('parses and freezes the query: it names a cache entry shared by every caller', () => {
    const first = parseQuery(schema, request('/x?codes=A,B&page=2', { codes: 'A,B', page: '2' }));
    expect(first).toEqual({ codes: ['A', 'B'], page: 2 });
    expect(Object.isFrozen(first) && Object.isFrozen(first.codes)).toBe(true);
    expect(() => (first.codes as string[]).push('C')).toThrow(TypeError);
  });

  it('keeps URLs and schemas apart, and refuses bad input every time', () => {
    const other = parseQuery(schema, request('/x?codes=C&page=1', { codes: 'C', page: '1' }));
    expect(other).toEqual({ codes: ['C'], page: 1 });
    const single = z.object({ codes: z.string() });
    expect(parseQuery(single, request('/x?codes=C&page=1', { codes: 'C' }))).toEqual({ codes: 'C' });
    for (let i = 0; i < 2; i++) expect(() => parseQuery(schema, request('/x?page=0', { page: '0' }))).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('gives a frozen query the same cache key as a plain one, and keeps it', () => {
    const frozen = parseQuery(schema, request('/x?codes=K&page=3', { codes: 'K', page: '3' }));
    const key = queryKey('series', frozen);
    expect(key).toBe(queryKey('series', { page: 3, codes: ['K'] }));
    expect(queryKey('series', frozen)).toBe(key);
    expect(queryKey('latest', frozen)).toBe(key.replace('series', 'latest'));
  });
});
