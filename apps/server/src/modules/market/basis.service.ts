/** Basis trend: spot vs the dominant J (coke) / JM (coking coal) futures contract. */
import { type BasisTrend, type BasisVariety, MAX_RANGE_DAYS } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { addDays, addMonths, beijingToday, daysBetween } from '../prices/dates.ts';
import { latestBasis, latestBasisDate, listBasis } from './basis.repository.ts';
import { presentBasis } from './market.presenter.ts';

/** Default range: the three months up to the latest quote. */
export async function getBasisTrend(db: Database, q: { variety?: BasisVariety; contract?: string; from?: string; to?: string }): Promise<BasisTrend> {
  const to = q.to ?? (await latestBasisDate(db)) ?? beijingToday();
  const from = q.from ?? addDays(addMonths(to, -3), 1);
  if (daysBetween(from, to) > MAX_RANGE_DAYS) throw badRequest('查询区间不能超过10年');
  const [rows, latest] = await Promise.all([listBasis(db, { ...q, from, to }), latestBasis(db)]);
  return { demo: rows.some((r) => r.demo) || latest.some((r) => r.demo), list: rows.map(presentBasis), latest: latest.map(presentBasis) };
}
