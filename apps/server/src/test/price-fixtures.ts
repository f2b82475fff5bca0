/** Test fixtures of the price-analysis tests: a family and small hand-made series, inserted directly. */
import type { IndexFrequency, IndexUnit } from '@coal/contracts';
import type { Database } from '../db/client.ts';
import { indexFamilies, indexProducts, indexValues } from '../db/schema/index.ts';

export interface FixtureProduct {
  code: string;
  unit?: IndexUnit;
  frequency?: IndexFrequency;
  releaseTime?: string;
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
      })
      .returning({ id: indexProducts.id });
    ids.set(p.code, row!.id);
    if (p.points.length) await db.insert(indexValues).values(p.points.map(([period, value]) => ({ productId: row!.id, period, value })));
  }
  return ids;
}
