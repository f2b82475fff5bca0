/**
 * Bulk import of index values, in two calls so the web can show progress and a report:
 * 1. validate — the upload (the client shows its byte progress) is parsed and every row is
 *    checked; the answer is the per-row report and, when there is no error, an importId
 *    under which the checked rows are staged (30 minutes, shared store, same staff only);
 * 2. commit — the staged rows become ONE pending batch; a second person approves it as a
 *    whole (four eyes), and only then are its values written, in one transaction. A file
 *    with any bad row never gets an importId, so nothing of it can be half-imported.
 */
import { randomUUID } from 'node:crypto';
import { ERRORS, type ImportReport, type IndexFrequency } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { refusedWith } from '../../lib/errors.ts';
import { proposeImport } from '../index-production/proposals.ts';
import type { StaffActor } from '../staff/staff.repository.ts';
import { listProducts } from './catalog.repository.ts';
import { beijingToday } from './dates.ts';
import { readUpload } from './import-parse.ts';
import { type ImportProduct, validateRows, type ValidRow } from './import-validate.ts';
import { countProducts, existingPeriods, type ValueTuple } from './values.repository.ts';

const STAGE_TTL_S = 30 * 60;
const MAX_REPORTED_ERRORS = 200;
const stageKey = (id: string) => `price-import:${id}`;

interface StagedImport {
  staffId: string;
  rows: ValueTuple[];
  products: Array<{ id: number; frequency: IndexFrequency }>;
  report: ImportReport;
}

/** Per product: rows, range, and how many rows overwrite existing values. */
async function summarize(app: FastifyInstance, rows: ValidRow[], catalog: Map<number, ImportProduct>) {
  const byProduct = new Map<number, ValidRow[]>();
  for (const row of rows) {
    const list = byProduct.get(row.productId);
    if (list) list.push(row);
    else byProduct.set(row.productId, [row]);
  }
  let updated = 0;
  const products: ImportReport['products'] = [];
  for (const [productId, list] of byProduct) {
    const periods = list.map((r) => r.period).sort();
    const existing = await existingPeriods(app.db, productId, periods[0]!, periods.at(-1)!);
    updated += list.filter((r) => existing.has(r.period)).length;
    const product = catalog.get(productId)!;
    products.push({ code: product.code, name: product.name, rows: list.length, from: periods[0]!, to: periods.at(-1)! });
  }
  return { updated, products };
}

/** Step 1: parses and checks the file; stages it when every row is good. */
export async function validateImport(app: FastifyInstance, staffId: string, fileName: string, content: Buffer): Promise<ImportReport> {
  const table = await readUpload(content);
  const catalog = (await listProducts(app.db)).map((p): ImportProduct => ({ id: p.id, code: p.code, name: p.name, frequency: p.frequency }));
  const { rows, errors, warnings } = validateRows(table, new Map(catalog.map((p) => [p.code, p])), beijingToday());
  const byId = new Map(catalog.map((p) => [p.id, p]));
  const { updated, products } = await summarize(app, rows, byId);
  const report: ImportReport = {
    importId: null,
    fileName,
    total: table.rows.length,
    valid: rows.length,
    inserted: rows.length - updated,
    updated,
    errorCount: errors.length,
    errors: errors.slice(0, MAX_REPORTED_ERRORS),
    warnings: warnings.slice(0, MAX_REPORTED_ERRORS),
    products,
    committed: false,
  };
  if (errors.length > 0) return report;
  report.importId = randomUUID();
  const touched = [...new Set(rows.map((r) => r.productId))].map((id) => ({ id, frequency: byId.get(id)!.frequency }));
  const staged: StagedImport = { staffId, rows: rows.map((r) => [r.productId, r.period, r.value]), products: touched, report };
  await app.stores.ephemeral.set(stageKey(report.importId), staged, STAGE_TTL_S);
  return report;
}

/**
 * Step 2: the staged import becomes one pending batch (single use): its values are written
 * only when a second person approves it (index-production/decisions.ts).
 */
export async function commitImport(app: FastifyInstance, staff: StaffActor, importId: string): Promise<ImportReport> {
  const staged = await app.stores.ephemeral.get<StagedImport>(stageKey(importId));
  if (!staged || staged.staffId !== staff.id) throw refusedWith(ERRORS.importExpired);
  if (!(await app.stores.ephemeral.take(stageKey(importId)))) throw refusedWith(ERRORS.importExpired);
  const ids = staged.products.map((p) => p.id);
  if ((await countProducts(app.db, ids)) !== ids.length) throw refusedWith(ERRORS.importExpired);
  const approvalId = await proposeImport(app.db, staff, staged.rows, staged.report.fileName);
  return { ...staged.report, committed: true, approvalId };
}
