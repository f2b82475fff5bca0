/** Basis trend: spot vs the dominant J (coke) / JM (coking coal) futures contract. */
import { BASIS_SPOT_INDEX, BASIS_VARIETIES, type BasisTrend, type BasisVariety, type IndexFrequency, MAX_RANGE_DAYS } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { findProductsByCodes, listProducts } from '../prices/catalog.repository.ts';
import { addDays, addMonths, daysBetween } from '../../lib/dates.ts';
import { beijingClock, releasedThrough } from '../prices/embargo.ts';
import { type BasisCutoffs, latestBasis, latestBasisDate, listBasis } from './basis.repository.ts';
import { presentBasis } from './market.presenter.ts';

/**
 * The last public trade date of each variety at `now`: its spot is taken from an index
 * (BASIS_SPOT_INDEX), so a day's quote is public from that index's release of the day. A
 * variety whose index is missing waits for the day's last release of any index.
 */
export async function basisCutoffs(db: Database, now: Date): Promise<BasisCutoffs> {
  const spots = await findProductsByCodes(db, Object.values(BASIS_SPOT_INDEX));
  const cutoffs = {} as BasisCutoffs;
  for (const variety of BASIS_VARIETIES) {
    const spot = spots.find((p) => p.code === BASIS_SPOT_INDEX[variety]);
    if (spot) cutoffs[variety] = releasedThrough({ ...spot, frequency: spot.frequency as IndexFrequency }, now);
    else {
      const last =
        (await listProducts(db))
          .map((p) => p.releaseTime)
          .sort()
          .at(-1) ?? '23:59';
      cutoffs[variety] = releasedThrough({ id: 0, frequency: 'daily', releaseWeekday: null, releaseTime: last }, now);
    }
  }
  return cutoffs;
}

/** Default range: the three months up to the latest released quote. */
export async function getBasisTrend(
  db: Database,
  q: { variety?: BasisVariety; contract?: string; from?: string; to?: string },
  now: Date,
): Promise<BasisTrend> {
  const cutoffs = await basisCutoffs(db, now);
  const to = q.to ?? (await latestBasisDate(db, cutoffs)) ?? beijingClock(now).date;
  const from = q.from ?? addDays(addMonths(to, -3), 1);
  if (daysBetween(from, to) > MAX_RANGE_DAYS) throw badRequest('查询区间不能超过10年');
  const [rows, latest] = await Promise.all([listBasis(db, { ...q, from, to }, cutoffs), latestBasis(db, cutoffs)]);
  return { demo: rows.some((r) => r.demo) || latest.some((r) => r.demo), list: rows.map(presentBasis), latest: latest.map(presentBasis) };
}
