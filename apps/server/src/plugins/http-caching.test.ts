/** Built files precompressed at build and sent by @fastify/static; dynamic answers by @fastify/compress. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { decryptJson, encryptJson } from '@coal/contracts/cipher';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { IMMUTABLE } from './web-app.ts';

// A built app in miniature: index.html and one hashed asset with its precompressed copies.
const ASSET = `export const x = ${JSON.stringify('煤焦'.repeat(2000))};\n`;
let dist: string;
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'coal-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets/app-Ab12Cd34.js'), ASSET);
  writeFileSync(join(dist, 'assets/app-Ab12Cd34.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(dist, 'assets/app-Ab12Cd34.js.gz'), gzipSync(ASSET));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/manifest.json'), '{}');
  database = await openTestDatabase();
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'true' }), database, webDistDir: dist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built files', () => {
  const asset = '/epm-coalweb/assets/app-Ab12Cd34.js';

  it('sends the precompressed brotli copy, cached for a year as immutable', async () => {
    const res = await get(asset, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET);
  });

  it('sends a script only the headers that act on a subresource (no document policies, no validators when immutable)', async () => {
    const res = await get(asset, 'br');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentOnly of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
      'x-xss-protection',
      'etag',
      'last-modified',
    ])
      expect(res.headers[documentOnly], documentOnly).toBeUndefined();
    // The page itself keeps the full set.
    const page = await get('/epm-coalweb/portal/Home', 'br');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the gzip copy to a client without brotli, the file itself to one without either', async () => {
    const gz = await get(asset, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET);
    const plain = await get(asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(ASSET);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers a missing asset 404 (never the app page, which a script tag would run as JavaScript)', async () => {
    const res = await get('/epm-coalweb/assets/gone-Zz99Yy88.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('serves the files at the build root (icons) unhashed, so checked again; not the build manifest', async () => {
    const icon = await get('/epm-coalweb/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect((await get('/epm-coalweb/.vite/manifest.json')).headers['content-type']).toMatch(/text\/html/); // the app page, not the file
  });

  it('never lets index.html or the runtime config be cached', async () => {
    const page = await get('/epm-coalweb/portal/Home', 'br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const config = await get('/epm-coalweb/app-config.js', 'br');
    expect(config.headers['cache-control']).toBe('no-store');
  });

  it('tags the page with its content: a browser that has it gets 304 with no body', async () => {
    const page = await get('/epm-coalweb/portal/Home', 'br');
    expect(page.statusCode).toBe(200);
    const tag = page.headers.etag as string;
    expect(tag).toMatch(/^W\/".+"$/);
    expect((await get('/epm-coalweb/portal/Home', 'br')).headers.etag).toBe(tag);
    const revisit = await app.inject({ method: 'GET', url: '/epm-coalweb/portal/Home', headers: { 'accept-encoding': 'br', 'if-none-match': tag } });
    expect(revisit.statusCode).toBe(304);
    expect(revisit.payload).toBe('');
  });
});

describe('dynamic answers', () => {
  it('compresses a large JSON answer with brotli, or gzip when that is all the client takes', async () => {
    const br = await get('/list01', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const body = JSON.parse(brotliDecompressSync(br.rawPayload).toString()) as { result: boolean };
    expect(body.result).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(brotliDecompressSync(br.rawPayload).length);

    const gz = await get('/list01', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(body);
  });

  it('leaves small answers and clients that accept no encoding alone', async () => {
    const small = await get('/api/user/getToken?flag=1&timestamp=1', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ result: true });
    const identity = await get('/list01');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toMatchObject({ result: true });
  });

  it('compresses the sealed $rt answer, after the parameter cipher', async () => {
    const res = await get(`/list01?$kw=${encodeURIComponent(encryptJson({ _t: 1 }))}`, 'gzip');
    const sealed = JSON.parse(gunzipSync(res.rawPayload).toString()) as { $rt: string };
    expect(decryptJson<{ result: boolean }>(sealed.$rt)).toMatchObject({ result: true });
  });
});
