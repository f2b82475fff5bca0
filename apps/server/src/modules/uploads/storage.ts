import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

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
  /** The file's bytes (or a range of them); call `stat` first, a missing key rejects. */
  read(key: string, range?: ByteRange): Readable;
  delete(key: string): Promise<void>;
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

  read(key: string, range?: ByteRange): Readable {
    return createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
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

/** Disk storage under DATA_DIR: `uploads/` (public) and `uploads-private/`. */
export function createFileStorage(dataDir: string): FileStorage {
  return {
    public: new DiskStorage(join(dataDir, 'uploads')),
    private: new DiskStorage(join(dataDir, 'uploads-private')),
    tempDir: join(dataDir, 'uploads-tmp'),
  };
}
