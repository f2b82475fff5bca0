/** Demo expert types, profiles, questions, answers, sensitive words and keyword links. */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { compileWords, foldForScreening } from '../../modules/screening/matcher.ts';
import { screenWith } from '../../modules/screening/screening.service.ts';
import type { Database } from '../client.ts';
import {
  answers,
  expertProfiles,
  expertProfileTypes,
  expertTypes,
  keywordUrls,
  members,
  questions,
  sensitiveWords,
  sensitiveWordVersions,
} from '../schema/index.ts';
import { daysAgo } from './content-articles.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const DEMO_EXPERT_TYPES = [
  { name: '动力煤', description: '动力煤供需、价格与电煤长协' },
  { name: '炼焦煤', description: '炼焦煤资源、配煤与竞拍' },
  { name: '焦炭', description: '焦化生产、焦炭价格与钢焦博弈' },
  { name: '物流运输', description: '铁路、港口与公路运输' },
  { name: '供应链金融', description: '仓单融资、保理与风险控制' },
  { name: '政策解读', description: '产业政策与交易市场规则' },
];

/** Extra demo experts: members that cannot log in (random passwords), shown on the portal. */
const EXTRA_EXPERTS = [
  { loginId: 'demo_expert_li', nickname: '李慧敏（演示专家）', title: '正高级工程师', organization: '某煤炭设计研究院（演示）', types: ['炼焦煤', '焦炭'] },
  { loginId: 'demo_expert_wang', nickname: '王海涛（演示专家）', title: '物流经济师', organization: '某港口集团（演示）', types: ['物流运输', '动力煤'] },
];

/** Placeholder words (harmless) and realistic prohibited-term placeholders of a trading portal. */
export const DEMO_SENSITIVE_WORDS = [
  ...Array.from({ length: 30 }, (_, i) => ({ word: `演示敏感词${String(i + 1).padStart(2, '0')}`, category: '演示', level: 1 })),
  ...['稳赚不赔', '保证收益', '内幕消息', '操纵价格', '虚假交易', '刷单', '代开发票', '洗钱', '非法集资', '高息揽储'].map((word) => ({
    word,
    category: '违规交易',
    level: 3,
  })),
  ...['加微信', '私下交易', '场外配资', '免费领取'].map((word) => ({ word, category: '广告引流', level: 2 })),
  ...['暴涨', '暴跌', '崩盘'].map((word) => ({ word, category: '诱导性用语', level: 1 })),
];

/** Screens demo text with the demo list, as a real submission would be. */
export function demoScreen(title: string, html: string) {
  return screenWith(compileWords(DEMO_SENSITIVE_WORDS), { title, html }).hits;
}

export async function seedExpertTypes(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .insert(expertTypes)
    .values(DEMO_EXPERT_TYPES.map((t, i) => ({ ...t, sortOrder: (i + 1) * 10 })))
    .returning({ id: expertTypes.id, name: expertTypes.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Profiles for the demo `expert` account and two extra demo experts; answers their member ids. */
export async function seedExperts(tx: Tx, typeIds: Map<string, number>): Promise<string[]> {
  const ids: string[] = [];
  const [main] = await tx.select({ id: members.id }).from(members).where(eq(members.loginId, 'expert'));
  const profiles: Array<{ id: string; name: string; title: string; organization: string; types: string[] }> = [];
  if (main)
    profiles.push({
      id: main.id,
      name: '张建国（演示专家）',
      title: '高级经济师',
      organization: '某煤炭交易中心研究部（演示）',
      types: ['动力煤', '政策解读', '供应链金融'],
    });
  for (const [i, e] of EXTRA_EXPERTS.entries()) {
    const [row] = await tx
      .insert(members)
      .values({
        loginId: e.loginId,
        nickname: e.nickname,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        isExpert: true,
        userAccountId: `DEMOEXP${i + 1}`,
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (row) profiles.push({ id: row.id, name: e.nickname, title: e.title, organization: e.organization, types: e.types });
  }
  for (const [i, p] of profiles.entries()) {
    await tx.insert(expertProfiles).values({
      memberId: p.id,
      name: p.name,
      title: p.title,
      organization: p.organization,
      introduction: `${p.name}，${p.title}，长期从事煤焦市场研究（演示资料）。`,
      sortOrder: (i + 1) * 10,
    });
    const types = p.types.map((t) => typeIds.get(t)).filter((t): t is number => !!t);
    if (types.length) await tx.insert(expertProfileTypes).values(types.map((expertTypeId) => ({ memberId: p.id, expertTypeId })));
    await tx.update(members).set({ isExpert: true }).where(eq(members.id, p.id));
    ids.push(p.id);
  }
  return ids;
}

/** Questions by the demo members, most answered by the demo experts; one held for review. */
export async function seedQuestions(tx: Tx, typeIds: Map<string, number>, expertIds: string[]): Promise<number[]> {
  const askers = await tx
    .select({ id: members.id, loginId: members.loginId, nickname: members.nickname })
    .from(members)
    .where(inArray(members.loginId, ['member', 'bidder']));
  const asker = (i: number) => askers[i % askers.length]!;
  if (!askers.length || !expertIds.length) return [];
  const expertNames = await tx.select({ id: expertProfiles.memberId, name: expertProfiles.name }).from(expertProfiles);
  const nameOf = new Map(expertNames.map((e) => [e.id, e.name]));
  const list = [
    {
      title: '近期港口动力煤库存偏高，后市价格怎么看？',
      type: '动力煤',
      answer: '从演示数据看，港口库存处于同期偏高水平，短期价格承压；但随着日耗回升，库存有望逐步去化，建议关注长协兑现情况。',
    },
    { title: '炼焦煤竞拍流拍率上升说明什么？', type: '炼焦煤', answer: '流拍率上升通常反映下游焦企采购意愿偏弱、对后市预期谨慎（演示解答）。' },
    { title: '焦炭提涨能否落地主要看哪些因素？', type: '焦炭', answer: '主要看钢厂利润与库存、焦企库存及原料煤成本三方面（演示解答）。' },
    { title: '铁路运费调整对坑口价格有什么影响？', type: '物流运输', answer: '运费上调会压缩产地到港口的价差，坑口价格可能阶段性承压（演示解答）。' },
    {
      title: '仓单质押融资需要准备哪些材料？',
      type: '供应链金融',
      answer: '一般需要营业执照、仓单、近期财务报表及交易记录等（演示解答，以实际业务规则为准）。',
    },
    { title: '新交易规则对会员保证金有哪些要求？', type: '政策解读', answer: null },
  ];
  const ids: number[] = [];
  for (const [i, q] of list.entries()) {
    const who = asker(i);
    const [row] = await tx
      .insert(questions)
      .values({
        title: q.title,
        content: '请专家结合近期市场情况解答（演示问题）。',
        memberId: who.id,
        authorName: who.nickname,
        expertTypeId: typeIds.get(q.type) ?? null,
        status: 'published',
        isTop: i === 0,
        viewCount: 40 + i * 17,
        answerCount: q.answer ? 1 : 0,
        createdAt: daysAgo(10 - i),
        updatedAt: daysAgo(10 - i),
      })
      .returning({ id: questions.id });
    ids.push(row!.id);
    if (q.answer) {
      const expertId = expertIds[i % expertIds.length]!;
      await tx.insert(answers).values({
        questionId: row!.id,
        expertId,
        authorName: nameOf.get(expertId) ?? '演示专家',
        content: q.answer,
        status: 'published',
        thumbsUpCount: 3 + i,
        createdAt: daysAgo(9 - i),
      });
    }
  }
  const who = asker(0);
  const pendingTitle = '听说有内幕消息说下周焦煤要暴涨，是真的吗？';
  const pendingContent = '群里有人说加微信可以拿到内幕消息（演示：此问题命中敏感词，待审核）。';
  await tx.insert(questions).values({
    title: pendingTitle,
    content: pendingContent,
    memberId: who.id,
    authorName: who.nickname,
    status: 'pending',
    screeningHits: demoScreen(pendingTitle, pendingContent),
  });
  return ids;
}

export async function seedSensitiveWords(tx: Tx): Promise<void> {
  await tx.insert(sensitiveWords).values(DEMO_SENSITIVE_WORDS.map((w) => ({ ...w, wordKey: foldForScreening(w.word), createdBy: '系统管理员' })));
  await tx.insert(sensitiveWordVersions).values({});
}

export async function seedKeywordUrls(tx: Tx, basePath: string): Promise<void> {
  await tx.insert(keywordUrls).values([
    { keyword: '动力煤', url: `${basePath}portal/Price`, sortOrder: 10 },
    { keyword: '炼焦煤', url: `${basePath}portal/PriceSecond`, sortOrder: 20 },
    { keyword: '焦炭', url: `${basePath}portal/PriceThird`, sortOrder: 30 },
    { keyword: '每日竞价', url: `${basePath}portal/DayBidding`, sortOrder: 40 },
    { keyword: '期现', url: `${basePath}portal/FuturesNowZone`, sortOrder: 50 },
  ]);
}
