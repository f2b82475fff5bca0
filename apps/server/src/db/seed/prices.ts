/**
 * Demo price data (synthetic, flagged `demo`): three families, nineteen indexes with three
 * years of history to today, their latest values, pricing notices, market charts, basis
 * quotes and bidding sessions. Seeded once, on a database without index families.
 */
import { PROCESS_NOTICE_KINDS } from '@coal/contracts';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { indexFamilies, indexProducts } from '../schema/index.ts';
import { refreshLatest } from '../../modules/prices/latest.service.ts';
import type { ValuePoint } from '../../modules/prices/changes.ts';
import { addDays, addYears, beijingToday } from '../../lib/dates.ts';
import { latestPeriods, upsertValues, type ValueTuple } from '../../modules/prices/values.repository.ts';
import { DEMO_FAMILIES, DEMO_PRODUCTS, demoDecimals, demoMethodology } from './price-catalog.ts';
import { demoNotices } from './price-notices.ts';
import { generateDemoSeries } from './price-series.ts';
import { rollDemoMarketForward, seedDemoMarket } from './market.ts';
import { indexNotices } from '../schema/index.ts';

/** Seeds the demo price data when there is none; answers whether it did. */
export async function seedDemoPrices(db: Database, today: string = beijingToday()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(indexFamilies);
  if ((existing?.n ?? 0) > 0) return false;
  const series = generateDemoSeries(DEMO_PRODUCTS, addYears(today, -3), today);
  await db.transaction(async (tx) => {
    const families = await tx
      .insert(indexFamilies)
      .values(DEMO_FAMILIES.map((f, i) => ({ ...f, sortOrder: (i + 1) * 10, demo: true })))
      .returning({ id: indexFamilies.id, code: indexFamilies.code });
    const familyId = new Map(families.map((f) => [f.code, f.id]));
    const products = await tx
      .insert(indexProducts)
      .values(
        DEMO_PRODUCTS.map((p, i) => ({
          familyId: familyId.get(p.family)!,
          code: p.code,
          name: p.name,
          frequency: p.frequency,
          unit: p.unit,
          deliveryBasis: p.deliveryBasis,
          deliveryPlace: p.deliveryPlace,
          specification: { calorificValue: null, sulphur: null, ash: null, volatileMatter: null, note: '', ...p.spec },
          basePeriod: p.basePeriod,
          baseValue: p.baseValue,
          decimals: demoDecimals(p),
          methodology: demoMethodology(p),
          releaseTime: p.releaseTime,
          releaseWeekday: p.frequency === 'weekly' ? 5 : null,
          active: p.active ?? true,
          sortOrder: (i + 1) * 10,
          demo: true,
        })),
      )
      .returning({ id: indexProducts.id, code: indexProducts.code, frequency: indexProducts.frequency });
    const rows: ValueTuple[] = products.flatMap((p) => series.get(p.code)!.map((v): ValueTuple => [p.id, v.period, v.value]));
    await upsertValues(tx, rows);
    await refreshLatest(tx, products);
    const byCode = new Map<string, { id: number; familyId: number; points: ValuePoint[] }>(
      products.map((p) => [p.code, { id: p.id, familyId: familyId.get(DEMO_PRODUCTS.find((d) => d.code === p.code)!.family)!, points: series.get(p.code)! }]),
    );
    // The demo's corrections and methodology changes stand for what index production publishes.
    await tx.insert(indexNotices).values(demoNotices(byCode, familyId, today).map((n) => ({ ...n, fromProcess: PROCESS_NOTICE_KINDS.includes(n.kind) })));
    await seedDemoMarket(tx, byCode, today);
  });
  return true;
}

/**
 * A demo left running for weeks keeps publishing: on every start, each demo index gets the
 * generator's values for the periods after its latest one, up to today. The generator is
 * deterministic per day, so these are the values a fresh seed would have; nothing already
 * stored (an editor's correction or import included) is touched; basis quotes and bidding
 * sessions follow (market.ts). Answers the rows added.
 */
export async function rollDemoPricesForward(db: Database, today: string = beijingToday()): Promise<number> {
  const demoCodes = new Set(DEMO_PRODUCTS.filter((p) => !p.lastPeriod).map((p) => p.code));
  const products = (
    await db
      .select({ id: indexProducts.id, code: indexProducts.code, frequency: indexProducts.frequency })
      .from(indexProducts)
      .where(eq(indexProducts.demo, true))
  ).filter((p) => demoCodes.has(p.code));
  const latest = await latestPeriods(
    db,
    products.map((p) => p.id),
  );
  const stale = products.filter((p) => latest.has(p.id));
  if (!stale.length) return 0;
  const from = addDays([...latest.values()].sort()[0]!, 1);
  // The whole catalogue, as at seeding: each index's noise depends on the draws before it.
  const series = from <= today ? generateDemoSeries(DEMO_PRODUCTS, from, today) : new Map<string, ValuePoint[]>();
  const rows = stale.flatMap((p) => (series.get(p.code) ?? []).filter((v) => v.period > latest.get(p.id)!).map((v): ValueTuple => [p.id, v.period, v.value]));
  if (rows.length) {
    await db.transaction(async (tx) => {
      await upsertValues(tx, rows);
      await refreshLatest(tx, stale);
    });
  }
  return rows.length + (await rollDemoMarketForward(db, today));
}
