/** ContentsBrowsing: pages (by path) or articles (by articleId) ranked over a range. */
import { type AnalyticsContentRow, ARTICLE_ID_PREFIX, PAGE_VIEW_EVENT } from '@coal/contracts';
import { and, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { analyticsEvents as e, articles, libraryTexts, researchReports } from '../../../db/schema/index.ts';
import { contains } from '../../../lib/paging.ts';
import { countRows, newestOf, ratio } from './aggregates.ts';
import { avgDurationSec, pathOfUrl, type RangeFilter, trafficWhere, viewCounts } from './traffic.repository.ts';

export interface ContentsFilter extends RangeFilter {
  kind: 'page' | 'article';
  keyword?: string;
  sort: 'pv' | 'uv' | 'avgDurationSec';
}

function grouped(db: Database, f: ContentsFilter) {
  const key = f.kind === 'article' ? sql<string>`${e.articleId}` : pathOfUrl;
  const where = and(
    trafficWhere(f, [PAGE_VIEW_EVENT]),
    f.kind === 'article' ? isNotNull(e.articleId) : undefined,
    f.keyword ? or(contains(e.title, f.keyword), contains(e.url, f.keyword)) : undefined,
  );
  return db
    .select({
      key: sql<string>`${key}`.as('key'),
      title: newestOf(e.title).as('title'),
      path: newestOf(pathOfUrl).as('path'),
      // Fields of a subquery need aliases; the ORDER clauses below name them.
      pv: sql<number>`${viewCounts.pv}`.as('pv'),
      uv: sql<number>`${viewCounts.uv}`.as('uv'),
      avgDurationSec: sql<number>`${avgDurationSec}`.as('avg_duration_sec'),
    })
    .from(e)
    .where(where)
    .groupBy(sql`1`);
}

const ORDER: Record<ContentsFilter['sort'], SQL> = {
  pv: sql`pv desc, uv desc`,
  uv: sql`uv desc, pv desc`,
  avgDurationSec: sql`avg_duration_sec desc, pv desc`,
};

/** One page of the ranking and the number of rows in all. */
export async function findContents(db: Database, f: ContentsFilter, limit: number, offset: number): Promise<{ rows: AnalyticsContentRow[]; total: number }> {
  const sub = grouped(db, f).as('g');
  const [rows, [count], [all]] = await Promise.all([
    db
      .select()
      .from(sub)
      .orderBy(sql`${ORDER[f.sort]}, key`)
      .limit(limit)
      .offset(offset),
    db.select({ n: countRows() }).from(sub),
    db
      .select({ pv: viewCounts.pv })
      .from(e)
      .where(trafficWhere(f, [PAGE_VIEW_EVENT])),
  ]);
  const titles =
    f.kind === 'article'
      ? await findItemTitles(
          db,
          rows.map((r) => r.key),
        )
      : new Map<string, string>();
  const totalPv = all?.pv ?? 0;
  return {
    total: count?.n ?? 0,
    rows: rows.map((r) => ({
      key: r.key,
      title: titles.get(r.key) ?? r.title,
      path: r.path,
      articleId: f.kind === 'article' ? r.key : null,
      pv: Number(r.pv),
      uv: Number(r.uv),
      avgDurationSec: Number(r.avgDurationSec),
      share: ratio(Number(r.pv), totalPv),
    })),
  };
}

const idsWith = (keys: string[], prefix: string) =>
  keys
    .filter((k) => k.startsWith(prefix))
    .map((k) => Number(k.slice(prefix.length)))
    .filter((n) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647);

/** Current titles of the items behind article ids: articles, `text:` texts, `report:` reports. */
export async function findItemTitles(db: Database, keys: string[]): Promise<Map<string, string>> {
  const articleIds = idsWith(
    keys.filter((k) => /^\d+$/.test(k)),
    '',
  );
  const textIds = idsWith(keys, ARTICLE_ID_PREFIX.text);
  const reportIds = idsWith(keys, ARTICLE_ID_PREFIX.report);
  const [a, t, r] = await Promise.all([
    articleIds.length ? db.select({ id: articles.id, title: articles.title }).from(articles).where(inArray(articles.id, articleIds)) : [],
    textIds.length ? db.select({ id: libraryTexts.id, title: libraryTexts.title }).from(libraryTexts).where(inArray(libraryTexts.id, textIds)) : [],
    reportIds.length
      ? db.select({ id: researchReports.id, title: researchReports.title }).from(researchReports).where(inArray(researchReports.id, reportIds))
      : [],
  ]);
  return new Map([
    ...a.map((x) => [String(x.id), x.title] as const),
    ...t.map((x) => [`${ARTICLE_ID_PREFIX.text}${x.id}`, x.title] as const),
    ...r.map((x) => [`${ARTICLE_ID_PREFIX.report}${x.id}`, x.title] as const),
  ]);
}
