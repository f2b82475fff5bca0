/** Test fixtures of the price tests: a server past the day's releases; a family and small hand-made series, inserted directly. */
import type { IndexFrequency, IndexUnit } from '@coal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { indexFamilies, indexProducts, indexValues } from '../db/schema/index.ts';
import { fixedClock } from '../lib/clock.ts';
import { beijingToday } from '../lib/dates.ts';
import { findProductsByCodes } from '../modules/prices/catalog.repository.ts';
import { nextPeriod } from '../modules/prices/production/plausibility.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export interface FixtureProduct {
  code: string;
  unit?: IndexUnit;
  frequency?: IndexFrequency;
  releaseTime?: string;
  /** The product's decimals (the schema's default, 2, when left out). */
  decimals?: number;
  points: Array<[string, number]>;
}

/** Inserts a test family with these products and values; answers their ids by code. */
export async function insertFixtures(db: Database, familyCode: string, products: FixtureProduct[]): Promise<Map<string, number>> {
  const [family] = await db
    .insert(indexFamilies)
    .values({ code: familyCode, name: `测试系列${familyCode}` })
    .returning({ id: indexFamilies.id });
  const ids = new Map<string, number>();
  for (const p of products) {
    const [row] = await db
      .insert(indexProducts)
      .values({
        familyId: family!.id,
        code: p.code,
        name: `测试指数${p.code}`,
        frequency: p.frequency ?? 'daily',
        unit: p.unit ?? 'CNY/t',
        deliveryBasis: 'FOB',
        specification: { calorificValue: null, sulphur: null, ash: null, volatileMatter: null, note: '' },
        basePeriod: '2019-01-01',
        baseValue: 100,
        methodology: '测试',
        releaseTime: p.releaseTime ?? '10:00',
        decimals: p.decimals,
      })
      .returning({ id: indexProducts.id });
    ids.set(p.code, row!.id);
    if (p.points.length) await db.insert(indexValues).values(p.points.map(([period, value]) => ({ productId: row!.id, period, value })));
  }
  return ids;
}

/**
 * A test server whose clock stands late in the Beijing day, after every demo index's release
 * time: today's values are public (between the first and last release of a day the answers
 * legitimately differ per index), and a value added for today is public at once (embargo.ts).
 */
export const startAfterReleases = (): Promise<TestServer> => startTestServer({}, undefined, { clock: fixedClock(`${beijingToday()}T23:30:00+08:00`) });

/** A product's newest value and the period after it on its calendar: where a test proposes a new value. */
export async function nextOpenPeriod(db: Database, code: string): Promise<{ productId: number; last: number; period: string }> {
  const [product] = await findProductsByCodes(db, [code]);
  const rows = await db.select().from(indexValues).where(eq(indexValues.productId, product!.id));
  const newest = rows.reduce((a, b) => (a.period > b.period ? a : b));
  return { productId: product!.id, last: newest.value, period: nextPeriod(product!, newest.period) };
}
