import type { Banner } from '@coal/contracts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { variantFormat } from './image-variant.ts';

const CHROME_IMAGES = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let server: TestServer;
let banner: string;

beforeAll(async () => {
  server = await startTestServer();
  const tourist = await server.client();
  const top = (await tourist.get<Banner[]>('/api/banner/getBanners', { slot: 'home-top' })).body.data;
  banner = `/uploads/${top[0]!.imagePath}`;
  expect(banner).toMatch(/\.png$/);
});
afterAll(async () => {
  await server?.close();
});

const get = (url: string, accept = CHROME_IMAGES, method = 'GET') => fetch(`${server.url}${url}`, { method, headers: { accept } });
const drawn = () => {
  try {
    return readdirSync(join(server.app.config.DATA_DIR, 'image-variants'));
  } catch {
    return [];
  }
};

describe('uploaded images at a display width (GET /uploads/<key>?w=)', () => {
  it('sends a browser that takes WebP the image as WebP at that width, smaller than the original', async () => {
    const original = await get(banner);
    const originalBytes = Buffer.from(await original.arrayBuffer());
    const res = await get(`${banner}?w=800`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('vary')).toMatch(/accept/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(800);
    expect(bytes.length).toBeLessThan(originalBytes.length);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
  });

  it('keeps the source format for a browser without WebP, and never enlarges', async () => {
    const res = await get(`${banner}?w=400`, 'image/png,image/*;q=0');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(400);
    const source = await sharp(Buffer.from(await (await get(banner)).arrayBuffer())).metadata();
    const wide = await get(`${banner}?w=2400`);
    expect((await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).width).toBe(source.width);
    const head = await get(`${banner}?w=2400`, CHROME_IMAGES, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('refuses a width off the list with 400 and draws nothing; an unknown file is 404', async () => {
    const before = drawn().length;
    for (const w of ['123', '99999', 'abc', '-800']) {
      const res = await get(`${banner}?w=${w}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('图片宽度不支持，仅支持 400、800、1200、1600、2400');
    }
    expect(drawn().length).toBe(before);
    expect((await get('/uploads/2026/01/0123456789abcdef0123456789abcdef.png?w=800')).status).toBe(404);
  });

  it('draws a variant once for 100 parallel asks, all answered the same bytes', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => get(`${banner}?w=1600`)));
    expect(answers.map((r) => r.status)).toEqual(Array(100).fill(200));
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer()).toString('base64')));
    expect(new Set(bodies).size).toBe(1);
    const files = drawn().filter((name) => name.includes('.w1600.'));
    expect(files).toEqual([expect.stringMatching(/\.w1600\.webp$/)]);
  });
});

describe('variantFormat', () => {
  it('takes WebP when the browser lists it or image/* without q=0', () => {
    expect(variantFormat(CHROME_IMAGES, 'png')).toBe('webp');
    expect(variantFormat('image/*', 'jpg')).toBe('webp');
    expect(variantFormat('image/webp;q=0, image/*;q=0', 'jpg')).toBe('jpg');
    expect(variantFormat(undefined, 'png')).toBe('png');
    expect(variantFormat('', 'webp')).toBe('webp');
  });
});
