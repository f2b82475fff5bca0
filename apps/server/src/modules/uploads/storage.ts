import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { createS3Client, S3Storage } from './s3-storage.ts';

export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
}

/** An inclusive byte range, as HTTP Range asks for it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live. Keys are `<yyyy>/<mm>/<random>.<ext>` made by this module,
 * never a client's name. The disk implementation is the default; an S3-compatible one
 * implements the same five methods (see README.md) and is chosen in `createFileStorage`.
 */
export interface UploadStorage {
  /** Moves a finished local file (a temp file of the upload) into storage under `key`. */
  putFile(key: string, localPath: string, contentType: string): Promise<void>;
  putBuffer(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Size and time of a stored file, or null when there is none. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /**
   * The file's bytes (or a range of them), or null when there is none. Opened before it
   * resolves: a file deleted after its `stat` is null here, not a stream that fails once an
   * answer has begun, and a deletion after the open does not cut the read short.
   */
  open(key: string, range?: ByteRange): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

/** A stored file's whole bytes (a PDF to read, an image to draw), or null when there is none. */
export async function readWhole(storage: UploadStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.open(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Files under one directory: `${root}/${key}`. Writes go through a temp name + rename. */
export class DiskStorage implements UploadStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    // Keys are validated by the caller's pattern; this is the last line of defence.
    if (key.includes('..') || key.startsWith('/') || key.includes('\\')) throw new Error(`bad storage key ${key}`);
    return join(this.root, key);
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(localPath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(localPath, target); // temp dir on another device
      await rm(localPath, { force: true });
    }
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, target);
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch {
      return null;
    }
  }

  async open(key: string, range?: ByteRange): Promise<Readable | null> {
    const path = this.pathOf(key);
    try {
      const handle = await open(path, 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/**
 * The two areas: `public` is served at /uploads/* to anyone; `private` only through a
 * module's own route after its checks (members-only research reports).
 */
export interface FileStorage {
  public: UploadStorage;
  private: UploadStorage;
  /** Where uploads are streamed before they are checked and moved into an area. */
  tempDir: string;
}

export type StorageArea = 'public' | 'private';

export interface StorageConfig {
  DATA_DIR: string;
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
}

/**
 * Disk storage under DATA_DIR (`uploads/` public, `uploads-private/`), or with S3_BUCKET the
 * same two areas as key prefixes in an S3-compatible bucket. Temp files stay on local disk.
 */
export function createFileStorage(config: StorageConfig): FileStorage {
  const tempDir = join(config.DATA_DIR, 'uploads-tmp');
  if (config.S3_BUCKET) {
    const client = createS3Client({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
    return { public: new S3Storage(client, config.S3_BUCKET, 'uploads/'), private: new S3Storage(client, config.S3_BUCKET, 'uploads-private/'), tempDir };
  }
  return {
    public: new DiskStorage(join(config.DATA_DIR, 'uploads')),
    private: new DiskStorage(join(config.DATA_DIR, 'uploads-private')),
    tempDir,
  };
}
