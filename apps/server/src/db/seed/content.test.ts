import { and, desc, eq, like, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { articles, indexProducts, indexValues } from '../schema/index.ts';
import { openTestDatabase } from '../../test/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase(); // seeded with the demo to today
});
afterAll(() => database.close());

/** The China-time day of an instant. */
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The demo series' value on or before `day`, rounded as the commentary writes it. */
async function valueOn(code: string, day: string): Promise<number> {
  const [row] = await database.db
    .select({ value: indexValues.value })
    .from(indexValues)
    .innerJoin(indexProducts, eq(indexProducts.id, indexValues.productId))
    .where(and(eq(indexProducts.code, code), lte(indexValues.period, day)))
    .orderBy(desc(indexValues.period))
    .limit(1);
  return Math.round(row!.value);
}

describe('demo commentary', () => {
  it.each([
    ['动力煤市场周评%', 'SC-QHD5500'],
    ['焦炭市场周评%', 'SX-J1'],
  ])('%s quotes %s as the series shows it for its week', async (title, code) => {
    const written = await database.db
      .select({ summary: articles.summary, content: articles.content, publishedAt: articles.publishedAt })
      .from(articles)
      .where(like(articles.title, title))
      .orderBy(desc(articles.publishedAt));
    expect(written.length).toBeGreaterThan(3);
    for (const article of written) {
      const value = await valueOn(code, chinaDay(article.publishedAt!));
      expect(article.content).toContain(`<strong>${value}元/吨</strong>`);
      expect(article.summary).toContain(`约${value}元/吨`);
      expect(article.summary).toContain(code);
    }
  });
});
