import type { CompanyPageCode, helpSaveBody } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { type CompanyPageRow, deleteHelp, type HelpRow, insertHelp, updateHelp, upsertCompanyPage } from './company.repository.ts';

export type HelpInput = z.output<typeof helpSaveBody>;

/** Saves a fixed page; its rich text is sanitised first. */
export async function saveCompanyPage(app: FastifyInstance, code: CompanyPageCode, title: string, content: string, actor: string): Promise<CompanyPageRow> {
  return upsertCompanyPage(app.db, { code, title, content: sanitizeRichText(content), updatedBy: actor });
}

const helpValues = (input: HelpInput) => ({
  kind: input.kind,
  title: input.title,
  content: sanitizeRichText(input.content),
  sort: input.sort,
  enabled: input.enabled,
});

export async function createHelp(app: FastifyInstance, input: HelpInput): Promise<HelpRow> {
  return app.db.transaction((tx) => insertHelp(tx, helpValues(input))); // with its idempotency receipt
}

export async function editHelp(app: FastifyInstance, id: number, input: HelpInput): Promise<HelpRow> {
  const row = await updateHelp(app.db, id, helpValues(input));
  if (!row) throw notFound('帮助条目不存在');
  return row;
}

export async function removeHelp(app: FastifyInstance, id: number): Promise<HelpRow> {
  const row = await deleteHelp(app.db, id);
  if (!row) throw notFound('帮助条目不存在');
  return row;
}
