/**
 * `npm run bench:explain -w @coal/bench`: the query plans of every public and back-office list
 * at a realistic size. Makes a throwaway database on a PostgreSQL server (`BENCH_DATABASE_URL`,
 * default postgres://postgres@127.0.0.1:5432/test; dropped at the end), migrates and seeds it
 * with the demo data, loads `BENCH_ARTICLES` articles (100 000), `BENCH_VALUES` index values
 * (1 000 000) and questions, texts and reports beside them, ANALYZEs, then runs each list's
 * own SQL (taken from the repositories through a query-logging Drizzle instance) under
 * EXPLAIN (ANALYZE, BUFFERS), and prints each plan's top node, whether it reads a large table
 * sequentially or sorts many rows, and its execution time.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { seedDatabase } from '../apps/server/src/db/seed/index.ts';
import { listArticles } from '../apps/server/src/modules/content/articles.repository.ts';
import { categoryScope } from '../apps/server/src/modules/content/category-scope.ts';
import { listQuestions } from '../apps/server/src/modules/experts/questions.repository.ts';
import { listPeriods, listSeriesPoints, pageValues } from '../apps/server/src/modules/prices/values.repository.ts';
import { findReports } from '../apps/server/src/modules/reports/reports.repository.ts';
import { findTexts } from '../apps/server/src/modules/texts/texts.repository.ts';
import { unreadCount } from '../apps/server/src/modules/alerts/notifications.service.ts';
import { findGatewayNames, findMemberById } from '../apps/server/src/modules/auth/member.repository.ts';
import { findUserCardWithCounts, personalCounts } from '../apps/server/src/modules/community/users.repository.ts';
import { CATEGORY_CODES } from '@coal/contracts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000);
const VALUES = Number(process.env.BENCH_VALUES ?? 1_000_000);
/** Tables large enough that a sequential read of one is a finding. */
const LARGE_TABLES = new Set(['articles', 'index_values', 'questions', 'library_texts', 'research_reports']);
/** A sort of more rows than this, below a LIMIT, is a finding too (the order is not read from an index). */
const LARGE_SORT_ROWS = 5_000;

interface Plan {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: Plan[];
}

const page = { currentPage: 1, pageSize: 10 };
const deepPage = { currentPage: 200, pageSize: 10 };

/** Every list, as its route asks the repository. */
function lists(
  db: Database,
  ids: { product: number; products: number[]; textCategory: number; reportCategory: number; articleCategory: number; member: string; otherMember: string },
) {
  const visible = async (scope: Parameters<typeof categoryScope>[1]) => categoryScope(db, scope);
  return [
    ['portal: top articles', async () => listArticles(db, { visible: true, categoryIds: await visible({}), isTop: true }, 'latest', page)],
    ['portal: hot articles', async () => listArticles(db, { visible: true, categoryIds: await visible({}) }, 'hot', page)],
    ['portal: member feed', async () => listArticles(db, { visible: true, categoryIds: await visible({ memberPostable: true }) }, 'latest', page)],
    ['portal: member feed (popular)', async () => listArticles(db, { visible: true, categoryIds: await visible({ memberPostable: true }) }, 'popular', page)],
    ['portal: top notices', async () => listArticles(db, { visible: true, categoryIds: await visible({ rootCode: CATEGORY_CODES.notice }) }, 'top', page)],
    ['portal: front articles', async () => listArticles(db, { visible: true, categoryIds: await visible({}), authorKind: 'staff' }, 'top', page)],
    ['portal: all articles', async () => listArticles(db, { visible: true, categoryIds: await visible({}) }, 'latest', page)],
    ['portal: all articles, page 200', async () => listArticles(db, { visible: true, categoryIds: await visible({}) }, 'latest', deepPage)],
    ['portal: news list', async () => listArticles(db, { visible: true, categoryIds: await visible({ excludeRootCode: CATEGORY_CODES.notice }) }, 'top', page)],
    ['portal: one category', async () => listArticles(db, { visible: true, categoryIds: await visible({ categoryId: ids.articleCategory }) }, 'top', page)],
    ['portal: keyword', async () => listArticles(db, { visible: true, categoryIds: await visible({}), title: '动力煤' }, 'latest', page)],
    ['admin: articles', async () => listArticles(db, {}, 'updated', page)],
    ['admin: articles, pending', async () => listArticles(db, { statuses: ['pending'] }, 'updated', page)],
    ['admin: articles, title', async () => listArticles(db, { title: '焦煤' }, 'updated', page)],
    ['portal: texts', async () => findTexts(db, { status: 'published' }, page)],
    ['portal: texts, one category', async () => findTexts(db, { status: 'published', categoryId: ids.textCategory }, page)],
    ['admin: texts', async () => findTexts(db, {}, page)],
    ['portal: reports', async () => findReports(db, { status: 'published' }, page)],
    ['portal: reports, one category', async () => findReports(db, { status: 'published', categoryId: ids.reportCategory }, page)],
    ['admin: reports', async () => findReports(db, {}, page)],
    ['portal: questions', async () => listQuestions(db, { statuses: ['published'] }, 'latest', page)],
    ['portal: questions, answered', async () => listQuestions(db, { statuses: ['published'], answered: true }, 'latest', page)],
    ['portal: top questions', async () => listQuestions(db, { statuses: ['published'] }, 'top', { currentPage: 1, pageSize: 8 })],
    ['admin: questions, pending', async () => listQuestions(db, { statuses: ['pending'] }, 'latest', page)],
    ['admin: questions, all', async () => listQuestions(db, {}, 'latest', page)],
    ['prices: series 3y, one index', async () => listSeriesPoints(db, [ids.product], '2023-11-25', '2026-11-25')],
    ['prices: series 1y, 3 indexes', async () => listSeriesPoints(db, ids.products.slice(0, 3), '2025-11-25', '2026-11-25')],
    ['prices: periods (table view)', async () => listPeriods(db, ids.products.slice(0, 3), undefined, undefined, 30)],
    ['admin: index values', async () => pageValues(db, { productId: ids.product, ...page })],
    ['admin: index values, page 50', async () => pageValues(db, { productId: ids.product, currentPage: 50, pageSize: 10 })],
    // The Personal page's reads, for the member with the most articles.
    ['personal: statistics', async () => personalCounts(db, ids.member)],
    ['personal: member card', async () => findUserCardWithCounts(db, ids.member, ids.otherMember)],
    ['personal: my articles', async () => listArticles(db, { authorMemberId: ids.member }, 'updated', page)],
    ['personal: unread count', async () => unreadCount(db, ids.member)],
    ['personal: role gateways', async () => findGatewayNames(db, ids.member)],
    ['personal: user info', async () => findMemberById(db, ids.member)],
  ] as const;
}

/** Loads the volumes over the seeded demo rows (their categories, members and products). */
async function load(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // The search triggers (a tsvector per row) would take minutes; the lists do not read search_documents.
    await tx.execute(sql`set local session_replication_role = replica`);
    await loadRows(tx as unknown as Database);
  });
  await db.execute(sql`analyze`);
}

async function loadRows(db: Database): Promise<void> {
  const run = (query: string) => db.execute(sql.raw(query));
  // Extra indexes for the million values: copies of the first demo product under new codes.
  const { rows } = (await db.execute(sql`select count(*)::int as n from index_values`)) as unknown as { rows: Array<{ n: number }> };
  const existing = rows[0]!.n;
  const perProduct = 5_000;
  const extra = Math.max(0, Math.ceil((VALUES - existing) / perProduct));
  await run(`
    insert into index_products (family_id, code, name, frequency, unit, delivery_basis, delivery_place, specification, base_period,
                                base_value, methodology, release_time, release_weekday, active, sort_order, demo)
    select family_id, code || '-X' || g, name || ' X' || g, frequency, unit, delivery_basis, delivery_place, specification, base_period,
           base_value, methodology, release_time, release_weekday, active, sort_order + g, demo
    from index_products p, generate_series(1, ${extra}) g
    where p.id = (select min(id) from index_products where frequency = 'daily')`);
  await run(`
    insert into index_values (product_id, period, value)
    select p.id, date '2026-11-25' - d, 800 + (p.id % 97) + (d % 211) * 0.5
    from index_products p, generate_series(0, ${perProduct - 1}) d
    where p.code like '%-X%'`);
  // Articles over five years in every category; a tenth not (yet) published.
  await run(`
    insert into articles (title, summary, content, category_id, author_kind, author_name, status, published_at, is_top, is_hot,
                          view_count, thumbs_up_count, forward_count, created_at, updated_at)
    select (array['动力煤','焦煤','焦炭','港口','电厂','进口'])[1 + g % 6] || '市场周评 ' || g, '摘要 ' || g, '<p>正文 ' || g || '</p>',
           c.ids[1 + g % array_length(c.ids, 1)], case when g % 2 = 0 then 'staff' else 'member' end, '作者' || (g % 500),
           case when g % 10 = 0 then (array['draft','pending','rejected','withdrawn'])[1 + (g / 10) % 4] else 'published' end,
           case when g % 10 = 0 then null else now() - (g % 1825) * interval '1 day' - (g % 1440) * interval '1 minute' end,
           g % 100 = 0, g % 50 = 0, g % 5000, g % 300, g % 70,
           now() - (g % 1825) * interval '1 day', now() - (g % 1825) * interval '1 day'
    from generate_series(1, ${ARTICLES}) g, (select array_agg(id) ids from content_categories) c`);
  await run(`
    insert into questions (title, content, member_id, author_name, expert_type_id, status, is_top, view_count, answer_count, created_at, updated_at)
    select '请问' || (array['动力煤','焦煤','焦炭'])[1 + g % 3] || '走势 ' || g, '问题 ' || g, m.ids[1 + g % array_length(m.ids, 1)], '会员' || g % 300,
           t.ids[1 + g % array_length(t.ids, 1)], case when g % 10 = 0 then 'pending' else 'published' end, g % 200 = 0, g % 3000, g % 4,
           now() - (g % 1825) * interval '1 day', now() - (g % 1825) * interval '1 day'
    from generate_series(1, ${ARTICLES / 2}) g, (select array_agg(id) ids from members) m, (select array_agg(id) ids from expert_types) t`);
  await run(`
    insert into library_texts (category_id, title, summary, status, published_at, created_at, updated_at)
    select c.ids[1 + g % array_length(c.ids, 1)], '文本 ' || g, '摘要', case when g % 10 = 0 then 'draft' else 'published' end,
           now() - (g % 1825) * interval '1 day', now() - (g % 1825) * interval '1 day', now() - (g % 1825) * interval '1 day'
    from generate_series(1, ${ARTICLES / 2}) g, (select array_agg(id) ids from library_categories where domain = 'text') c`);
  await run(`
    insert into research_reports (category_id, title, summary, author, institution, publish_date, file_path, access, status, created_at, updated_at)
    select c.ids[1 + g % array_length(c.ids, 1)], '报告 ' || g, '摘要', '分析师', '研究院', current_date - g % 1825, 'reports/x.pdf',
           case when g % 3 = 0 then 'members' else 'free' end, case when g % 10 = 0 then 'draft' else 'published' end,
           now() - (g % 1825) * interval '1 day', now() - (g % 1825) * interval '1 day'
    from generate_series(1, ${ARTICLES / 5}) g, (select array_agg(id) ids from library_categories where domain = 'report') c`);
}

/** Walks a plan: the large tables read sequentially, and sorts of many rows. */
function findings(plan: Plan): string[] {
  const found: string[] = [];
  const walk = (node: Plan) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && LARGE_TABLES.has(node['Relation Name'])) found.push(`Seq Scan ${node['Relation Name']}`);
    if (/Sort$/.test(node['Node Type'])) {
      const input = node.Plans?.[0]?.['Actual Rows'] ?? 0;
      if (input > LARGE_SORT_ROWS) found.push(`${node['Node Type']} of ${input} rows`);
    }
    node.Plans?.forEach(walk);
  };
  walk(plan);
  return found;
}

/** What is used of the node-postgres pool under the Drizzle instance (`$client`). */
interface Pool {
  query(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown> & { id: number }> }>;
}

async function main(): Promise<void> {
  const name = `coal_explain_${process.pid}`;
  const admin = await openDatabase({ databaseUrl: SERVER_URL, dataDir: '' });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  try {
    await handle.migrate();
    const log = { info: () => {}, warn: console.warn, error: console.error } as never;
    await seedDatabase(handle.db, loadConfig({ NODE_ENV: 'test', DATABASE_URL: url.toString(), SEED_DEMO: 'true' }), log);
    const started = Date.now();
    await load(handle.db);
    const counts = (
      await pool.query(
        `select (select count(*) from articles) a, (select count(*) from index_values) v, (select count(*) from questions) q,
                (select count(*) from library_texts) t, (select count(*) from research_reports) r`,
      )
    ).rows[0] as Record<string, string>;
    console.log(
      `loaded in ${((Date.now() - started) / 1000).toFixed(0)} s: ${counts.a} articles, ${counts.v} index values, ${counts.q} questions, ${counts.t} texts, ${counts.r} reports\n`,
    );

    // The repositories' own SQL: a Drizzle instance that records each query instead of guessing it.
    const captured: Array<{ query: string; params: unknown[] }> = [];
    const logged = drizzle(pool as never, { schema, logger: { logQuery: (query, params) => void captured.push({ query, params }) } }) as unknown as Database;
    const product = (await pool.query(`select id from index_products where code like '%-X1'`)).rows[0].id as number;
    const products = (await pool.query(`select id from index_products order by id`)).rows.map((r: { id: number }) => r.id);
    const first = async (q: string) => (await pool.query(q)).rows[0]?.id as number;
    const ids = {
      product,
      products,
      textCategory: await first(`select id from library_categories where domain = 'text' order by id limit 1`),
      reportCategory: await first(`select id from library_categories where domain = 'report' order by id limit 1`),
      articleCategory: await first(`select category_id id from articles group by 1 order by count(*) desc limit 1`),
      member: (await pool.query(`select author_member_id id from articles where author_member_id is not null group by 1 order by count(*) desc limit 1`))
        .rows[0]!.id as unknown as string,
      otherMember: (await pool.query(`select id from members order by login_id limit 1`)).rows[0]!.id as unknown as string,
    };

    console.log('list'.padEnd(34), 'query'.padEnd(6), 'top node'.padEnd(26), 'ms'.padStart(8), ' findings');
    let flagged = 0;
    for (const [label, call] of lists(logged, ids)) {
      captured.length = 0;
      await call();
      // categoryScope's category read is the same small query for every list: only the list's own.
      for (const [i, { query, params }] of captured.filter((c) => !/\bfrom "content_categories"/.test(c.query)).entries()) {
        const { rows } = await pool.query(`explain (analyze, buffers, format json) ${query}`, params);
        const [result] = rows[0]['QUERY PLAN'] as Array<{ Plan: Plan; 'Execution Time': number }>;
        const found = findings(result.Plan);
        if (found.length) flagged++;
        const kind = /count\(/i.test(query.slice(0, 60)) ? 'count' : `q${i + 1}`;
        console.log(
          label.padEnd(34),
          kind.padEnd(6),
          `${result.Plan['Node Type']}${result.Plan['Relation Name'] ? ` ${result.Plan['Relation Name']}` : ''}`.slice(0, 26).padEnd(26),
          result['Execution Time'].toFixed(2).padStart(8),
          ` ${found.join('; ') || '—'}`,
        );
      }
    }
    console.log(`\n${flagged} plan(s) read a large table sequentially or sort more than ${LARGE_SORT_ROWS} rows.`);
  } finally {
    await handle.close();
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  }
}

await main();
