import type { adSaveBody } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { requireStoredFile } from '../../lib/files.ts';
import { type AdInsert, type AdRow, deleteAd, insertAd, updateAd } from './ads.repository.ts';

export type AdInput = z.output<typeof adSaveBody>;

async function prepare(app: FastifyInstance, input: AdInput): Promise<Omit<AdInsert, 'id'>> {
  await requireStoredFile(app, 'public', input.imagePath, '广告图片不存在，请重新上传');
  return {
    slot: input.slot,
    title: input.title,
    imagePath: input.imagePath,
    link: input.link ?? null,
    sort: input.sort,
    startAt: input.startAt ?? null,
    endAt: input.endAt ?? null,
    enabled: input.enabled,
  };
}

export async function createAd(app: FastifyInstance, input: AdInput): Promise<AdRow> {
  const values = await prepare(app, input);
  return app.db.transaction((tx) => insertAd(tx, values)); // with its idempotency receipt
}

export async function editAd(app: FastifyInstance, id: number, input: AdInput): Promise<AdRow> {
  const row = await updateAd(app.db, id, await prepare(app, input));
  if (!row) throw notFound('广告不存在');
  return row;
}

export async function setAdEnabled(app: FastifyInstance, id: number, enabled: boolean): Promise<AdRow> {
  const row = await updateAd(app.db, id, { enabled });
  if (!row) throw notFound('广告不存在');
  return row;
}

export async function removeAd(app: FastifyInstance, id: number): Promise<AdRow> {
  const row = await deleteAd(app.db, id);
  if (!row) throw notFound('广告不存在');
  return row;
}
