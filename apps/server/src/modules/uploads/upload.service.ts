import { randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors.ts';
import { countPdfPagesInFile } from './pdf-pages.ts';
import { releaseNewUpload } from './releases.ts';
import { sniffFile } from './sniff.ts';
import { asUploadError, tooLarge, wrongType } from './upload-errors.ts';
import type { StorageArea } from './storage.ts';
import { CONTENT_TYPES, type StoredExt, UPLOAD_RULES, type UploadKind } from './upload-kinds.ts';

/** A stored upload. `filePath` is the storage key, relative: `2026/11/<random>.png`. */
export interface SavedUpload {
  filePath: string;
  area: StorageArea;
  size: number;
  ext: StoredExt;
  mime: string;
  /** The client's file name, cleaned, for display only: never used to store or serve. */
  originalName: string;
  /** PDFs only: the page count when it is cheap to read, else null. */
  pageCount?: number | null;
}

export interface SaveOptions {
  /** `private` files are never served at /uploads/* (default `public`). */
  area?: StorageArea;
}

/** A display name from the client's: no path, no control characters, bounded. */
export function cleanFileName(name: string | undefined): string {
  const cleaned = basename((name ?? '').replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return cleaned.slice(-200) || 'file';
}

/** A fresh storage key: `<yyyy>/<mm>/<32 hex>.<ext>`. */
export function newStorageKey(ext: StoredExt, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
}

/**
 * Streams one multipart file to a temp file (counting bytes; past the kind's limit the rest
 * is drained, never written), checks what it is by its bytes, then moves it into storage
 * under a name of our own. Too large → 413, wrong type → 415, empty → 400.
 */
export async function saveUpload(app: FastifyInstance, part: MultipartFile, kind: UploadKind, options: SaveOptions = {}): Promise<SavedUpload> {
  const rule = UPLOAD_RULES[kind];
  const storage = app.fileStorage;
  await mkdir(storage.tempDir, { recursive: true });
  const temp = join(storage.tempDir, `${randomBytes(12).toString('hex')}.part`);
  let moved = false;
  try {
    let size = 0;
    let over = false;
    const handle = await open(temp, 'w');
    try {
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > rule.maxBytes) over = true;
        else await handle.write(chunk);
      }
    } finally {
      await handle.close();
    }
    if (over || part.file.truncated) throw tooLarge(kind);
    if (size === 0) throw badRequest('上传的文件为空');
    const ext = await sniffFile(temp, rule.accept.includes('csv'));
    if (!ext || !rule.accept.includes(ext)) throw wrongType(kind);
    const pageCount = ext === 'pdf' ? await countPdfPagesInFile(temp) : undefined;
    const area = options.area ?? 'public';
    const filePath = newStorageKey(ext);
    await storage[area].putFile(filePath, temp, CONTENT_TYPES[ext]);
    moved = true;
    // Deleted in a day unless a record names it by then (an abandoned form's file).
    await releaseNewUpload(app.db, filePath);
    return { filePath, area, size, ext, mime: CONTENT_TYPES[ext], originalName: cleanFileName(part.filename), ...(ext === 'pdf' ? { pageCount } : {}) };
  } catch (error) {
    throw asUploadError(error);
  } finally {
    if (!moved) await rm(temp, { force: true });
  }
}

/** An image (jpeg/png/gif/webp, ≤ 20 MB: 图片大小不能超过20MB), public. */
export const saveImageUpload = (app: FastifyInstance, part: MultipartFile, options?: SaveOptions) => saveUpload(app, part, 'image', options);
