/**
 * An uploaded image at one of the fixed display widths (IMAGE_WIDTHS), as WebP to a browser that
 * takes it (`Accept: image/webp`, every current one) and in its own format otherwise: the
 * banners are uploaded as staff have them (PNG and JPEG of any size) and shown at 768 or
 * 1 200 px. The demo's top banner, a 1200 × 360 PNG of 23.1 KB, is 9.7 KB as WebP at 800 px.
 *
 * Each variant is drawn once per instance and kept on local disk beside the data
 * (`DATA_DIR/image-variants`; the names are random and never reused, so a kept variant never
 * goes stale); concurrent asks for the same one share the drawing, and at most two draw at a
 * time, so a burst of asks costs the server two libvips threads, not one per request.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageWidth } from '@coal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { FILE_CSP } from './serve.ts';
import type { UploadStorage } from './storage.ts';
import { CONTENT_TYPES, extOfKey } from './upload-kinds.ts';

/** Source formats drawn at a width (GIFs may be animated: served as they are). */
const RESIZABLE = new Set(['png', 'jpg', 'webp']);
/** Larger sources are served as they are (libvips would hold them whole in memory). */
const MAX_SOURCE_PIXELS = 40_000_000;
/** Drawings at a time on this instance. */
const DRAWING_LIMIT = 2;

type VariantFormat = 'webp' | 'png' | 'jpg';

function isResizable(key: string): boolean {
  return RESIZABLE.has(extOfKey(key));
}

/** WebP when the browser lists it (`image/webp` or `image/*` with a q above 0); the source's own format otherwise. */
export function variantFormat(accept: string | undefined, sourceExt: string): VariantFormat {
  const takesWebp = (accept ?? '').split(',').some((part) => {
    const [type, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (type === 'image/webp' || type === 'image/*') && (!q || Number(q.slice(2)) > 0);
  });
  if (takesWebp || sourceExt === 'webp') return 'webp';
  return sourceExt === 'jpg' ? 'jpg' : 'png';
}

async function readAll(storage: UploadStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function draw(source: Buffer, width: ImageWidth, format: VariantFormat): Promise<Buffer> {
  // Loaded at the first drawing: libvips is not part of the server's start.
  const { default: sharp } = await import('sharp');
  const image = sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS }).rotate().resize({ width, withoutEnlargement: true });
  if (format === 'webp') return image.webp({ quality: 80, effort: 4 }).toBuffer();
  if (format === 'jpg') return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return image.png({ compressionLevel: 9, palette: true }).toBuffer();
}

export function createImageVariants(dataDir: string, storage: UploadStorage) {
  const dir = join(dataDir, 'image-variants');
  const drawing = new Map<string, Promise<string | null>>();
  let running = 0;
  const waiting: Array<() => void> = [];
  const slot = async () => {
    while (running >= DRAWING_LIMIT) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
  };
  const release = () => {
    running--;
    waiting.shift()?.();
  };

  /** The kept variant's path, drawn if missing; null when the source cannot be drawn (served as it is then). */
  async function variantPath(key: string, width: ImageWidth, format: VariantFormat): Promise<string | null> {
    const path = join(dir, `${key.replaceAll('/', '-')}.w${width}.${format}`);
    if (await stat(path).catch(() => null)) return path;
    let pending = drawing.get(path);
    if (!pending) {
      pending = (async () => {
        await slot();
        try {
          const image = await draw(await readAll(storage, key), width, format);
          await mkdir(dir, { recursive: true });
          // Written aside and renamed: another request never reads half a file.
          const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
          await writeFile(temp, image);
          await rename(temp, path);
          return path;
        } catch {
          // Not an image libvips can read within the limits: the original is served.
          return null;
        } finally {
          release();
        }
      })().finally(() => drawing.delete(path));
      drawing.set(path, pending);
    }
    return pending;
  }

  return {
    /**
     * Sends `key` at `width` (never wider than the source). The answer varies by `Accept`, so
     * caches keep the WebP and the fallback apart.
     */
    async send(request: FastifyRequest, reply: FastifyReply, key: string, width: ImageWidth): Promise<FastifyReply | null> {
      const source = await storage.stat(key);
      if (!source) throw notFound('文件不存在');
      if (!isResizable(key)) return null;
      const format = variantFormat(request.headers.accept, extOfKey(key));
      const path = await variantPath(key, width, format);
      if (!path) return null;
      const info = await stat(path);
      reply
        .header('content-type', CONTENT_TYPES[format === 'jpg' ? 'jpg' : format])
        .header('vary', 'accept')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', FILE_CSP)
        .header('content-disposition', 'inline')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('last-modified', source.modifiedAt.toUTCString())
        .header('content-length', info.size);
      if (request.method === 'HEAD') return reply.send();
      return reply.send(createReadStream(path));
    },
  };
}
