import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { uploadFileQuery } from '@coal/contracts';
import { notFound } from '../../lib/errors.ts';
import { parseQuery } from '../../lib/validate.ts';
import { createImageVariants } from './image-variant.ts';
import { downloadNameFor, sendStoredFile } from './serve.ts';
import { createFileStorage } from './file-storage.ts';
import type { FileStorage } from './storage.ts';
import { MAX_UPLOAD_BYTES, STORAGE_KEY } from './upload-kinds.ts';
import { type SweepResult, sweepReleasedUploads } from './releases.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files: `public` (served at /uploads/*) and `private` areas. */
    fileStorage: FileStorage;
    /** Deletes the released files no row names any more (releases.ts); `asOf` lets a test run the future's sweep. */
    sweepUploads(asOf?: Date): Promise<SweepResult>;
  }
  interface FastifyContextConfig {
    /** The request may legitimately outlast REQUEST_DEADLINE_MS (large uploads). */
    longRunning?: boolean;
  }
}

/** Temp files older than this are leftovers of interrupted uploads. */
const STALE_TEMP_MS = 60 * 60 * 1000;

async function removeStaleTemps(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_TEMP_MS) await rm(path, { force: true });
  }
}

/**
 * Uploads for the whole server: @fastify/multipart registered once (each route passes its
 * own limits, see receive.ts), the file storage, and GET /uploads/<yyyy>/<mm>/<name>.
 */
async function uploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 50, fieldSize: 1024 * 1024, parts: 60, headerPairs: 100 },
  });
  const storage = createFileStorage(app.config);
  app.decorate('fileStorage', storage);
  await removeStaleTemps(storage.tempDir);
  const variants = createImageVariants(app.config.DATA_DIR, storage.public, app.log);
  // Housekeeping, not part of the start: a drawing begun meanwhile keeps its own temp file.
  void variants.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'image variant temp files not swept'));
  // Replaced and abandoned files leave storage once no row names them.
  app.decorate('sweepUploads', (asOf?: Date) => sweepReleasedUploads(app.db, storage, variants.forget, asOf));
  // Once a minute, by one instance: the storage is shared (S3, or one volume).
  await app.jobs.define({
    name: 'uploads-sweep',
    cron: '* * * * *',
    run: async () => {
      const { deleted } = await app.sweepUploads();
      if (deleted.length) app.log.info({ deleted: deleted.length }, 'released uploads deleted');
    },
  });

  // Only names this module made are served; anything else (traversal included) is a 404.
  // GET and HEAD declared together: Fastify's own HEAD would read the whole file.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    config: { auth: 'public', cache: 'public' },
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!STORAGE_KEY.test(key)) throw notFound('文件不存在');
      const query = parseQuery(uploadFileQuery, request);
      // `?w=<width>`: an image at a display width, WebP where the browser takes it (banners).
      if (query.w) return variants.send(request, reply, key, query.w);
      // `?name=<title>`: an attachment link — downloaded under its title (articles, texts).
      const name = downloadNameFor(query.name, key);
      return sendStoredFile(request, reply, storage.public, key, name ? { disposition: 'attachment', downloadName: name } : {});
    },
  });
}

export const uploadsPlugin = fp(uploads, { name: 'uploads', dependencies: ['session', 'rate-limits'] });
