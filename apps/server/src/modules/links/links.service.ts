import type { linkSaveBody } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { requireStoredFile } from '../../lib/files.ts';
import { deleteLink, insertLink, type LinkInsert, type LinkRow, updateLink } from './links.repository.ts';

export type LinkInput = z.output<typeof linkSaveBody>;

async function prepare(app: FastifyInstance, input: LinkInput): Promise<Omit<LinkInsert, 'id'>> {
  if (input.iconPath) await requireStoredFile(app, 'public', input.iconPath, '图标不存在，请重新上传');
  return {
    group: input.group,
    name: input.name,
    url: input.url,
    iconPath: input.iconPath ?? null,
    description: input.description ?? '',
    sort: input.sort,
    enabled: input.enabled,
  };
}

export async function createLink(app: FastifyInstance, input: LinkInput): Promise<LinkRow> {
  const values = await prepare(app, input);
  return app.db.transaction((tx) => insertLink(tx, values)); // with its idempotency receipt
}

export async function editLink(app: FastifyInstance, id: number, input: LinkInput): Promise<LinkRow> {
  const row = await updateLink(app.db, id, await prepare(app, input));
  if (!row) throw notFound('链接不存在');
  return row;
}

export async function setLinkEnabled(app: FastifyInstance, id: number, enabled: boolean): Promise<LinkRow> {
  const row = await updateLink(app.db, id, { enabled });
  if (!row) throw notFound('链接不存在');
  return row;
}

export async function removeLink(app: FastifyInstance, id: number): Promise<LinkRow> {
  const row = await deleteLink(app.db, id);
  if (!row) throw notFound('链接不存在');
  return row;
}
