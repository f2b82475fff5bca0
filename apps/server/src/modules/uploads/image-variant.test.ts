import type { Banner } from '@coal/contracts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { tempDirs } from '../../test/temp-dirs.ts';
import { createImageVariants, variantFormat } from './image-variant.ts';
import { DiskStorage } from './disk-storage.ts';

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

  it('sends another kind of file asked at a width as it is', async () => {
    const uploads = join(server.app.config.DATA_DIR, 'uploads');
    const pdf = readdirSync(uploads, { recursive: true, encoding: 'utf8' }).find((name) => name.endsWith('.pdf'));
    expect(pdf).toBeDefined();
    const res = await get(`/uploads/${pdf!.replaceAll('\\', '/')}?w=800`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('vary') ?? '').not.toMatch(/accept/i);
  });

  it('answers 100 parallel asks the same bytes, kept as one file', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => get(`${banner}?w=1600`)));
    expect(answers.map((r) => r.status)).toEqual(Array(100).fill(200));
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer()).toString('base64')));
    expect(new Set(bodies).size).toBe(1);
    const files = drawn().filter((name) => name.includes('.w1600.'));
    expect(files).toEqual([expect.stringMatching(/\.w1600\.webp$/)]);
  });
});

describe('variantFormat', () => {
  it('takes WebP only when the browser lists image/webp with a q above 0', () => {
    expect(variantFormat(CHROME_IMAGES, 'png')).toBe('webp');
    expect(variantFormat(' Image/WebP ;q=0.9', 'jpg')).toBe('webp');
    // Old browsers send image/* and cannot show WebP.
    expect(variantFormat('image/*;q=0.8', 'jpg')).toBe('jpg');
    expect(variantFormat('image/webp;q=0, image/*', 'png')).toBe('png');
    expect(variantFormat(undefined, 'png')).toBe('png');
    expect(variantFormat('', 'webp')).toBe('webp');
  });
});

describe('drawing the variants (createImageVariants)', () => {
  const scratch = tempDirs('coal-image-variants-');
  const key = (n: number, ext = 'png') => `2026/01/${String(n).padStart(32, '0')}.${ext}`;
  const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();

  /** Disk storage that counts the reads (a read is a drawing) and can hold them until released. */
  async function setUp() {
    const storage = new DiskStorage(join(scratch(), 'uploads'));
    let reads = 0;
    let hold: Promise<void> | null = null;
    const open = storage.open.bind(storage);
    storage.open = async (k, range) => {
      reads++;
      await hold;
      return open(k, range);
    };
    const variants = createImageVariants(scratch(), storage, silent);
    return {
      storage,
      variants,
      reads: () => reads,
      holdReads() {
        let release!: () => void;
        hold = new Promise<void>((resolve) => (release = resolve));
        return () => {
          hold = null;
          release();
        };
      },
    };
  }

  it('draws a variant once for 100 parallel asks, then keeps it', async () => {
    const { storage, variants, reads } = await setUp();
    await storage.putBuffer(key(1), await png(1200, 300));
    const paths = await Promise.all(Array.from({ length: 100 }, () => variants.variantPath(key(1), 800, 'webp')));
    expect(new Set(paths).size).toBe(1);
    expect(reads()).toBe(1);
    expect((await sharp(paths[0]!).metadata()).width).toBe(800);
    await variants.variantPath(key(1), 800, 'webp');
    expect(reads()).toBe(1);
  });

  it('draws two at a time', async () => {
    const { storage, variants, reads, holdReads } = await setUp();
    for (let n = 1; n <= 5; n++) await storage.putBuffer(key(n), await png(100, 50));
    const release = holdReads();
    const all = Promise.all([1, 2, 3, 4, 5].map((n) => variants.variantPath(key(n), 400, 'webp')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(2);
    release();
    expect((await all).every((path) => path !== null)).toBe(true);
    expect(reads()).toBe(5);
  });

  it('keeps a tall image within a width × width box', async () => {
    const { storage, variants } = await setUp();
    await storage.putBuffer(key(1), await png(1000, 8000));
    const meta = await sharp((await variants.variantPath(key(1), 400, 'png'))!).metadata();
    expect([meta.width, meta.height]).toEqual([50, 400]);
  });

  it('serves as it is, and reads no more, an image it cannot draw: broken, or over the pixel limit', async () => {
    const { storage, variants, reads } = await setUp();
    const whole = await png(200, 100);
    await storage.putBuffer(key(1), whole.subarray(0, whole.length / 2));
    await storage.putBuffer(key(2), await png(6000, 5000));
    for (const n of [1, 2]) {
      expect(await variants.variantPath(key(n), 400, 'webp')).toBeNull();
      expect(await variants.variantPath(key(n), 800, 'webp')).toBeNull();
    }
    expect(reads()).toBe(2);
  });

  it('tries again after a storage fault, and leaves no temp file', async () => {
    const { storage, variants, reads } = await setUp();
    await storage.putBuffer(key(1), await png(200, 100));
    const open = storage.open;
    storage.open = async () =>
      Readable.from(
        (async function* () {
          yield Buffer.alloc(0);
          throw new Error('storage down');
        })(),
      );
    await expect(variants.variantPath(key(1), 400, 'webp')).rejects.toThrow('storage down');
    storage.open = open;
    expect(await variants.variantPath(key(1), 400, 'webp')).not.toBeNull();
    expect(reads()).toBe(1);
  });
});
