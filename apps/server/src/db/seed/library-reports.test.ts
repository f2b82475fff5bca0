import { and, desc, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { indexProducts, indexValues, researchReports } from '../schema/index.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { countPdfPages } from '../../modules/uploads/pdf-pages.ts';
import { extractPdfText } from '../../modules/uploads/pdf-text.ts';
import { makePdf, type PdfBlock } from './demo-pdf.ts';
import { attachmentPdfPages, DEMO_TEXTS } from './library-content.ts';
import { demoReports, reportPdfPages, weeklyPortQuote } from './library-reports.ts';

const squeeze = (s: string) => s.replace(/\s+/g, '');
/** Every paragraph, heading and table cell of the pages: what a reader must find in the PDF. */
const wordsOf = (pages: PdfBlock[][]) =>
  pages.flat().flatMap((b) => (typeof b === 'string' ? [b] : 'text' in b ? [b.text] : 'table' in b ? b.table.flat() : 'bars' in b ? [b.bars.caption] : []));

describe('demo PDFs', () => {
  it('are Chinese research reports, every page marked 演示数据, nothing cut off the page', async () => {
    for (const report of demoReports(() => undefined)) {
      const pages = reportPdfPages(report);
      const pdf = makePdf(pages);
      expect(countPdfPages(pdf)).toBe(report.pages.length);
      const text = squeeze(await extractPdfText(pdf));
      for (const words of [report.title, '摘要', ...wordsOf(pages)]) expect(text, report.id).toContain(squeeze(words));
      expect(text.split('演示数据').length - 1).toBeGreaterThanOrEqual(report.pages.length * 2); // head and foot
    }
  });

  it('attach contract templates that read as such', async () => {
    for (const t of DEMO_TEXTS.filter((x) => x.attachment)) {
      const pages = attachmentPdfPages(t);
      const text = squeeze(await extractPdfText(makePdf(pages)));
      for (const words of wordsOf(pages)) expect(text, t.title).toContain(squeeze(words));
      expect(text).toContain('演示数据');
    }
  });
});

describe('the weekly report as seeded', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(); // seeded with the demo to today
  });
  afterAll(() => database.close());

  /** The seeded port price on or before a day. */
  const portPrice = async (day: string) => {
    const [row] = await database.db
      .select({ value: indexValues.value })
      .from(indexValues)
      .innerJoin(indexProducts, eq(indexProducts.id, indexValues.productId))
      .where(and(eq(indexProducts.code, 'SC-QHD5500'), lte(indexValues.period, day)))
      .orderBy(desc(indexValues.period))
      .limit(1);
    return row?.value;
  };

  it('quotes the port price of the seeded series for its week, in its PDF and its searchable text', async () => {
    const [report] = await database.db.select().from(researchReports).where(eq(researchReports.title, '动力煤市场周报（演示）'));
    const now = await portPrice(report!.publishDate);
    const before = await portPrice(new Date(Date.parse(report!.publishDate) - 7 * 86_400_000).toISOString().slice(0, 10));
    expect(now, 'the series reaches the report').toBeTypeOf('number');
    const quote = weeklyPortQuote((day) => (day === report!.publishDate ? now : before));
    expect(quote.low).toBeLessThan(quote.now);
    expect(quote.high).toBeGreaterThan(quote.now);
    const text = squeeze(report!.bodyText);
    expect(text).toContain(squeeze(`秦皇岛港 5500 大卡 ${Math.round(now!)} ${Math.round(before!)}`));
    expect(text).toContain(squeeze(`波动区间 ${quote.low}—${quote.high} 元/吨`));
  });
});
