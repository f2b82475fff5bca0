/**
 * An uploaded image at one of the fixed widths (IMAGE_WIDTHS), as WebP to a browser that lists
 * it in `Accept` (every current one) and in its own format otherwise: the banners are uploaded
 * as staff have them (PNG and JPEG of any size) and drawn at most 1 200 px wide
 * (docs/decisions/0021-image-variants.md).
 *
 * Each variant is drawn once per instance and kept on local disk beside the data
 * (`DATA_DIR/image-variants`; upload names are random and never reused, so a kept variant
 * never goes stale); concurrent asks for the same one share the drawing, at most two draw at a
 * time (libvips on one thread each), and an image that cannot be drawn (not decodable, animated,
 * over the pixel limit) is remembered and served as it is.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ImageWidth, RESIZABLE_IMAGE_KEY } from '@coal/contracts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type * as SharpModule from 'sharp';
import { fileHeaders, sendStoredFile } from './serve.ts';
import { readWhole, type UploadStorage } from './storage.ts';
import { extOfKey, type StoredExt } from './upload-kinds.ts';

/** Larger sources are served as they are (libvips holds the decoded image in memory). */
const MAX_SOURCE_PIXELS = 25_000_000;
/** Drawings at a time on this instance. */
const DRAWING_LIMIT = 2;
/** Variants known to be on disk, remembered in memory (path and size). */
const KEPT_KNOWN = 10_000;
/** Images found undrawable, remembered so that asking again does not read them again. */
const UNDRAWABLE_KEPT = 1_000;

type VariantFormat = 'webp' | 'png' | 'jpg';

/** Not an image to draw: the original is the answer (a decode failure, an animation, too many pixels). */
class Undrawable extends Error {}

/** WebP when the browser lists `image/webp` with a q above 0; the source's own format otherwise. */
export function variantFormat(accept: string | undefined, sourceExt: StoredExt): VariantFormat {
  const takesWebp = (accept ?? '').split(',').some((part) => {
    const [type, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return type === 'image/webp' && (q === undefined || Number(q.slice(2)) > 0);
  });
  if (takesWebp || sourceExt === 'webp') return 'webp';
  return sourceExt === 'jpg' ? 'jpg' : 'png';
}

let sharpLoaded: Promise<typeof SharpModule> | null = null;
/** sharp at its first use (libvips is not part of the server's start), one thread an image, no cache (each variant is drawn once). */
function loadSharp() {
  sharpLoaded ??= import('sharp').then((module) => {
    module.default.concurrency(1);
    module.default.cache(false);
    return module;
  });
  return sharpLoaded;
}

async function draw(source: Buffer, width: ImageWidth, format: VariantFormat): Promise<Buffer> {
  // Outside the try: sharp missing from an install is a fault to log, not an undrawable image.
  const { default: sharp } = await loadSharp();
  try {
    const image = sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS });
    const meta = await image.metadata();
    // An animation (WebP, APNG) would keep its first frame only; the pixel count is refused
    // from the header, before anything is decoded.
    if ((meta.pages ?? 1) > 1 || (meta.width ?? 0) * (meta.height ?? 0) > MAX_SOURCE_PIXELS) throw new Undrawable();
    // Within a width × width box: a tall image does not become a tall variant.
    image.autoOrient().resize({ width, height: width, fit: 'inside', withoutEnlargement: true });
    if (format === 'webp') return await image.webp({ quality: 80, effort: 4 }).toBuffer();
    if (format === 'jpg') return await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    return await image.png({ compressionLevel: 6 }).toBuffer();
  } catch {
    // Only libvips works on the bytes in memory here: whatever fails is the image itself.
    throw new Undrawable();
  }
}

export function createImageVariants(dataDir: string, storage: UploadStorage, log: FastifyBaseLogger) {
  const dir = join(dataDir, 'image-variants');
  const drawing = new Map<string, Promise<string | null>>();
  const undrawable = new Set<string>();
  /** Variants known to be on disk, by path, with their size: a kept one is sent without a stat. */
  const kept = new Map<string, number>();
  const keep = (path: string, size: number) => {
    if (kept.size >= KEPT_KNOWN) kept.delete(kept.keys().next().value!);
    kept.set(path, size);
  };

  /** Whether a variant is on disk (kept by an earlier run of the server), noted when it is. */
  async function onDisk(path: string): Promise<boolean> {
    const info = await stat(path).catch(() => null);
    if (info) keep(path, info.size);
    return info !== null;
  }
  let running = 0;
  const waiting: Array<() => void> = [];
  const slot = async () => {
    if (running < DRAWING_LIMIT) {
      running++;
      return;
    }
    // The slot is handed over by release(), never taken by a later caller in between.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  async function drawAndKeep(key: string, width: ImageWidth, format: VariantFormat, path: string): Promise<string | null> {
    await slot();
    const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
    try {
      // Drawn meanwhile by a request that missed the in-flight entry.
      if (await onDisk(path)) return path;
      const source = await readWhole(storage, key);
      // Deleted since its stat: a fault for this ask (sent as it is, a 404), not an undrawable image.
      if (!source) throw new Error(`stored file ${key} is gone`);
      const image = await draw(source, width, format);
      await mkdir(dir, { recursive: true });
      // Written aside and renamed: another request never reads half a file.
      await writeFile(temp, image);
      await rename(temp, path);
      keep(path, image.length);
      return path;
    } catch (error) {
      await rm(temp, { force: true });
      if (error instanceof Undrawable) {
        if (undrawable.size >= UNDRAWABLE_KEPT) undrawable.delete(undrawable.values().next().value!);
        undrawable.add(key);
        return null;
      }
      throw error;
    } finally {
      release();
    }
  }

  /**
   * The kept variant's path, drawn if missing; null when the image is not drawn (served as it
   * is). Rejects when storage or disk fail (not remembered: the next ask tries again).
   */
  async function variantPath(key: string, width: ImageWidth, format: VariantFormat): Promise<string | null> {
    if (undrawable.has(key)) return null;
    // The key matched STORAGE_KEY (`yyyy/mm/<hex>.<ext>`): no name here leaves the directory.
    const path = join(dir, `${key.replaceAll('/', '-')}.w${width}.${format}`);
    if (kept.has(path) || (await onDisk(path))) return path;
    let pending = drawing.get(path);
    if (!pending) {
      pending = drawAndKeep(key, width, format, path).finally(() => drawing.delete(path));
      drawing.set(path, pending);
    }
    return pending;
  }

  return {
    variantPath,

    /** Removes every kept variant of `key` (its original was deleted). */
    async forget(key: string): Promise<void> {
      const prefix = `${key.replaceAll('/', '-')}.w`;
      undrawable.delete(key);
      for (const path of kept.keys()) if (path.startsWith(join(dir, prefix))) kept.delete(path);
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(names.filter((name) => name.startsWith(prefix)).map((name) => rm(join(dir, name), { force: true })));
    },

    /** Leftovers of drawings cut short (a stopped server): not this process's own drawings. */
    async sweep(): Promise<void> {
      const names = await readdir(dir).catch(() => [] as string[]);
      const leftover = (name: string) => name.endsWith('.tmp') && !name.includes(`.${process.pid}.`);
      await Promise.all(names.filter(leftover).map((name) => rm(join(dir, name), { force: true })));
    },

    /**
     * Sends `key` at `width`; as it is when it is not an image drawn at widths or cannot be
     * drawn. The answer varies by `Accept`: caches keep the WebP and the fallback apart. A
     * drawing that failed for another reason (storage, disk) sends the original without long
     * caching, so that a passing fault is not kept for a year.
     */
    async send(request: FastifyRequest, reply: FastifyReply, key: string, width: ImageWidth): Promise<FastifyReply> {
      const source = RESIZABLE_IMAGE_KEY.test(key) ? await storage.stat(key) : null;
      if (!source) return sendStoredFile(request, reply, storage, key);
      const format = variantFormat(request.headers.accept, extOfKey(key));
      let path: string | null;
      try {
        path = await variantPath(key, width, format);
      } catch (error) {
        log.warn({ err: error, key, width }, 'image variant not drawn; the original is sent');
        return sendStoredFile(request, reply, storage, key, { cacheControl: 'no-cache' });
      }
      if (!path) return sendStoredFile(request, reply, storage, key);
      const size = kept.get(path) ?? (await stat(path)).size;
      const name = `${key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'))}.${format}`;
      fileHeaders(reply, format, source.modifiedAt, { disposition: 'inline', downloadName: name }).header('vary', 'accept').header('content-length', size);
      if (request.method === 'HEAD') return reply.send();
      return reply.send(createReadStream(path));
    },
  };
}
