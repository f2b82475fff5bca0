import { createHash } from 'node:crypto';
import type { FileStorage, StorageArea } from '../../modules/uploads/storage.ts';
import { CONTENT_TYPES, type StoredExt } from '../../modules/uploads/upload-kinds.ts';

/** A demo file: made in code, stored under a fixed key of the usual shape. */
export interface DemoFile {
  area: StorageArea;
  key: string;
  make: () => Buffer;
}

/** `2026/01/<32 hex>.<ext>`, the same for a demo id on every machine and every start. */
export const demoKey = (id: string, ext: StoredExt) => `2026/01/${createHash('sha256').update(`coal-demo:${id}`).digest('hex').slice(0, 32)}.${ext}`;

/**
 * Writes the demo files a storage lacks. Runs on every start with demo data on, so a fresh
 * DATA_DIR (a test server, a new instance) gets the files its seeded rows point at.
 */
export async function ensureDemoFiles(storage: FileStorage, files: DemoFile[]): Promise<void> {
  for (const file of files) {
    if (await storage[file.area].stat(file.key)) continue;
    const ext = file.key.slice(file.key.lastIndexOf('.') + 1) as StoredExt;
    await storage[file.area].putBuffer(file.key, file.make(), CONTENT_TYPES[ext]);
  }
}
