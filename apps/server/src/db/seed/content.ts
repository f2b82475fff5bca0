/**
 * Demo content (only with SEED_DEMO): categories' articles and notices, member posts in every
 * status, experts and questions, a sensitive-word list, keyword links and a complaint.
 * Seeded once, on a database without articles. Everything is labelled 演示.
 */
import { count, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import type { Database } from '../client.ts';
import { articleRevisions, articles, complaints, indexProducts, indexValues, members, staff } from '../schema/index.ts';
import { daysAgo, type DemoQuote, demoArticles, QUOTED_CODES } from './content-articles.ts';
import { categoryIdsByCode } from './content-base.ts';
import { demoScreen, seedExperts, seedExpertTypes, seedKeywordUrls, seedQuestions, seedSensitiveWords } from './content-community.ts';

const DEMO_SOURCE = '演示数据';

export async function seedDemoContent(db: Database, config: Config): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(articles);
  if ((existing?.n ?? 0) > 0) return false;
  const categories = await categoryIdsByCode(db);
  const cat = (code: string) => categories.get(code) ?? categories.values().next().value!;
  const [editor] = await db.select({ id: staff.id, name: staff.name }).from(staff).where(eq(staff.loginId, 'editor'));
  const people = await db
    .select({ id: members.id, loginId: members.loginId, nickname: members.nickname })
    .from(members)
    .where(inArray(members.loginId, ['member', 'bidder']));
  const member = people.find((p) => p.loginId === 'member');
  const bidder = people.find((p) => p.loginId === 'bidder') ?? member;
  const staffName = editor?.name ?? '内容编辑';

  await db.transaction(async (tx) => {
    await seedSensitiveWords(tx);
    await seedKeywordUrls(tx, config.basePath);
    for (const a of demoArticles(await loadDemoQuote(tx))) {
      const at = daysAgo(a.daysAgo);
      await tx.insert(articles).values({
        title: a.title,
        summary: a.summary,
        content: sanitizeRichText(a.content),
        categoryId: cat(a.code),
        authorKind: 'staff',
        authorStaffId: editor?.id ?? null,
        authorName: staffName,
        source: DEMO_SOURCE,
        status: 'published',
        publishedAt: at,
        isTop: a.isTop ?? false,
        isHot: a.isHot ?? false,
        viewCount: a.views,
        thumbsUpCount: Math.floor(a.views / 40),
        forwardCount: Math.floor(a.views / 90),
        reviewerName: staffName,
        reviewedAt: at,
        lastEditorName: staffName,
        createdAt: at,
        updatedAt: at,
      });
    }
    // A notice scheduled for tomorrow: published, not shown until then.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await tx.insert(articles).values({
      title: '关于春节假期交易安排的通知（演示 定时发布）',
      summary: '春节假期休市安排（演示数据，定时发布）。',
      content: sanitizeRichText('<p>春节假期休市安排如下（演示数据）：除夕至初六休市，初七正常开市。</p>'),
      categoryId: cat('notice_trade'),
      authorKind: 'staff',
      authorStaffId: editor?.id ?? null,
      authorName: staffName,
      source: DEMO_SOURCE,
      status: 'published',
      publishAt: tomorrow,
      publishedAt: tomorrow,
      reviewerName: staffName,
      lastEditorName: staffName,
    });
    if (member && bidder) await seedMemberPosts(tx, cat('member_post'), cat('supply_demand'), member, bidder);
    const typeIds = await seedExpertTypes(tx);
    const expertIds = await seedExperts(tx, typeIds);
    await seedQuestions(tx, typeIds, expertIds);
  });
  if (member) await seedComplaint(db, member);
  return true;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Person = { id: string; nickname: string };

async function seedMemberPosts(tx: Tx, postCat: number, supplyCat: number, member: Person, bidder: Person): Promise<void> {
  const post = (
    who: Person,
    categoryId: number,
    title: string,
    html: string,
    status: 'draft' | 'pending' | 'published' | 'rejected',
    days: number,
    extra: Partial<typeof articles.$inferInsert> = {},
  ) => {
    const at = daysAgo(days);
    const content = sanitizeRichText(html);
    return tx
      .insert(articles)
      .values({
        title,
        summary: '',
        content,
        categoryId,
        authorKind: 'member',
        authorMemberId: who.id,
        authorName: who.nickname,
        source: '会员发布',
        status,
        screeningHits: demoScreen(title, content),
        publishedAt: status === 'published' ? at : null,
        lastEditorName: who.nickname,
        createdAt: at,
        updatedAt: at,
        ...extra,
      })
      .returning({ id: articles.id });
  };
  await post(bidder, supplyCat, '出售：山西低硫主焦煤 2 万吨（演示）', '<p>低硫主焦煤，灰分≤10%，硫分≤0.6%，产地车板交货（演示信息）。</p>', 'published', 2, {
    viewCount: 156,
    thumbsUpCount: 6,
  });
  await post(member, postCat, '我司完成新一轮电煤长协签约（演示）', '<p>本月我司与多家电厂完成年度长协签约，合计约 50 万吨（演示信息）。</p>', 'published', 4, {
    viewCount: 98,
    thumbsUpCount: 4,
  });
  await post(
    bidder,
    postCat,
    '焦化厂环保改造完工，产能稳步恢复（演示）',
    '<p>焦炉烟气脱硫脱硝改造完工，产能利用率恢复至八成（演示信息）。</p>',
    'published',
    6,
    { viewCount: 77 },
  );
  const [pending] = await post(
    member,
    supplyCat,
    '求购：5500 大卡动力煤，价格好谈（演示）',
    '<p>长期求购 5500 大卡动力煤，有意者可加微信私下交易（演示：命中敏感词，待审核）。</p>',
    'pending',
    1,
  );
  // Its earlier version, so the review page can compare.
  await tx.insert(articleRevisions).values({
    articleId: pending!.id,
    title: '求购：5500 大卡动力煤（演示）',
    summary: '',
    content: '<p>长期求购 5500 大卡动力煤（演示信息）。</p>',
    editorName: member.nickname,
    editedAt: daysAgo(2),
  });
  await post(member, postCat, '关于近期市场的一点看法（演示）', '<p>个人认为下月煤价会暴涨，稳赚不赔（演示：已被驳回）。</p>', 'rejected', 3, {
    rejectReason: '含有诱导性、承诺收益类用语，请修改后重新提交（演示）',
    reviewerName: '内容审核 李强',
    reviewedAt: daysAgo(2),
  });
  await post(member, postCat, '草稿：港口调研随笔（演示）', '<p>尚未完成的草稿（演示）。</p>', 'draft', 0);
}

async function seedComplaint(db: Database, member: Person): Promise<void> {
  const [target] = await db
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(eq(articles.title, '焦化厂环保改造完工，产能稳步恢复（演示）'))
    .limit(1);
  if (!target) return;
  await db.insert(complaints).values({
    targetType: 'article',
    targetId: target.id,
    targetTitle: target.title,
    memberId: member.id,
    memberName: member.nickname,
    reasonType: 'false_info',
    content: '文中产能数据与公开信息不符，请核实（演示投诉）。',
  });
}

/** The China-time day (YYYY-MM-DD) of an instant: periods are China trade dates. */
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * The quoted demo series, read from the database the price seed filled: a commentary of `n`
 * days ago quotes the last value on or before that day.
 */
async function loadDemoQuote(db: Pick<Database, 'select'>): Promise<DemoQuote> {
  const rows = await db
    .select({ code: indexProducts.code, period: indexValues.period, value: indexValues.value })
    .from(indexValues)
    .innerJoin(indexProducts, eq(indexProducts.id, indexValues.productId))
    .where(inArray(indexProducts.code, Object.values(QUOTED_CODES)))
    .orderBy(indexValues.period);
  return (code, days) => {
    const day = chinaDay(daysAgo(days));
    return rows.findLast((r) => r.code === code && r.period <= day)?.value;
  };
}
