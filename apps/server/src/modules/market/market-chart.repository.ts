import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { ChartPlacement } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { indexProducts, marketCharts, marketChartSeries } from '../../db/schema/index.ts';
import { contains } from '../prices/catalog.repository.ts';

export type ChartRow = typeof marketCharts.$inferSelect;
export type ChartValues = Omit<typeof marketCharts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A page of charts in display order, optionally one placement's or active ones only. */
export async function pageCharts(
  db: Database,
  q: { placement?: ChartPlacement; keyword?: string; activeOnly?: boolean; currentPage: number; pageSize: number },
) {
  const where = and(
    q.placement ? sql`${marketCharts.placements} @> ${JSON.stringify([q.placement])}::jsonb` : undefined,
    q.keyword ? ilike(marketCharts.title, contains(q.keyword)) : undefined,
    q.activeOnly ? eq(marketCharts.active, true) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(marketCharts)
      .where(where)
      .orderBy(asc(marketCharts.sortOrder), asc(marketCharts.id))
      .limit(q.pageSize)
      .offset((q.currentPage - 1) * q.pageSize),
    db.select({ n: count() }).from(marketCharts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findChart(db: Database, id: number): Promise<ChartRow | undefined> {
  const rows = await db.select().from(marketCharts).where(eq(marketCharts.id, id)).limit(1);
  return rows[0];
}

/** The series of some charts, in their order. */
export async function listChartSeries(db: Database, chartIds: number[]) {
  if (chartIds.length === 0) return [];
  return db
    .select({
      chartId: marketChartSeries.chartId,
      productId: marketChartSeries.productId,
      code: indexProducts.code,
      name: indexProducts.name,
      unit: indexProducts.unit,
    })
    .from(marketChartSeries)
    .innerJoin(indexProducts, eq(indexProducts.id, marketChartSeries.productId))
    .where(inArray(marketChartSeries.chartId, chartIds))
    .orderBy(asc(marketChartSeries.chartId), asc(marketChartSeries.position));
}

export type ChartSeriesRow = Awaited<ReturnType<typeof listChartSeries>>[number];

async function replaceSeries(db: Database, chartId: number, productIds: number[]): Promise<void> {
  await db.delete(marketChartSeries).where(eq(marketChartSeries.chartId, chartId));
  await db.insert(marketChartSeries).values(productIds.map((productId, position) => ({ chartId, productId, position })));
}

/** Inserts a chart with its series (one transaction); answers its id. */
export async function insertChart(db: Database, values: ChartValues, productIds: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(marketCharts).values(values).returning({ id: marketCharts.id });
    await replaceSeries(tx, row!.id, productIds);
    return row!.id;
  });
}

export async function updateChart(db: Database, id: number, values: ChartValues, productIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(marketCharts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(marketCharts.id, id));
    await replaceSeries(tx, id, productIds);
  });
}

export async function deleteChart(db: Database, id: number): Promise<void> {
  await db.delete(marketCharts).where(eq(marketCharts.id, id));
}
