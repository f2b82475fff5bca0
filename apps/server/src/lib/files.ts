import { ERRORS } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { refusedWith } from './errors.ts';
import type { StorageArea } from '../modules/uploads/storage.ts';

/** A file referenced by a form must have been uploaded; answers its size. */
export async function requireStoredFile(app: FastifyInstance, area: StorageArea, key: string, message: string): Promise<number> {
  const info = await app.fileStorage[area].stat(key);
  if (!info) throw refusedWith(ERRORS.fileMissing, message);
  return info.size;
}

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
