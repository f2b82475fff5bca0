import type { financeSaveBody } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { deleteProduct, type FinanceRow, insertProduct, updateProduct } from './finance.repository.ts';

export type FinanceInput = z.output<typeof financeSaveBody>;

const values = (input: FinanceInput) => ({
  ...input,
  limitMaxWan: input.limitMaxWan ?? null,
  description: input.description ?? '',
  applyUrl: input.applyUrl ?? null,
});

export async function createProduct(app: FastifyInstance, input: FinanceInput): Promise<FinanceRow> {
  return app.db.transaction((tx) => insertProduct(tx, values(input))); // with its idempotency receipt
}

export async function editProduct(app: FastifyInstance, id: number, input: FinanceInput): Promise<FinanceRow> {
  const row = await updateProduct(app.db, id, values(input));
  if (!row) throw notFound('金融产品不存在');
  return row;
}

export async function removeProduct(app: FastifyInstance, id: number): Promise<FinanceRow> {
  const row = await deleteProduct(app.db, id);
  if (!row) throw notFound('金融产品不存在');
  return row;
}
