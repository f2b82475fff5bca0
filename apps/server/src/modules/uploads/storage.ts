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
 * implements the same five methods (see README.md) and is chosen in `createFileStorage` (file-storage.ts).
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
