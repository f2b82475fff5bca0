/** Demo pricing notices: weekly commentary written from the demo values, and one of each other kind. */
import type { IndexFrequency } from '@coal/contracts';
import type { indexNotices } from '../schema/index.ts';
import { computeChangesAt, type ValuePoint } from '../../modules/prices/changes.ts';
import { addDays, weekday } from '../../lib/dates.ts';
import { DEMO_FAMILIES, DEMO_PRODUCTS } from './price-catalog.ts';

type NoticeInsert = typeof indexNotices.$inferInsert;
type SeededProduct = { id: number; familyId: number; points: ValuePoint[] };

/** The three indexes each family's weekly commentary quotes (thermal coal, coking coal, coke). */
const COMMENTARY_CODES: Record<string, [string, string, string]> = {
  CCP: ['CCP-TC5500', 'CCP-JM', 'CCP-J'],
  SXCCP: ['SX-TC5500', 'SX-JM-LS', 'SX-J1'],
  SCSPI: ['SC-QHD5500', 'SC-RZ-J', 'SC-NEWC6000'],
};
const MARKETS = ['动力煤', '炼焦煤', '焦炭'];

const signed = (v: number) => (v > 0 ? `+${v}` : `${v}`);
const trend = (pct: number | null) => (pct === null ? '暂无可比数据' : pct > 0.5 ? '上涨' : pct < -0.5 ? '下跌' : '基本持平');
const at = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);

/** The value of a series as of a date, with its week-on-week change. */
function weekly(points: ValuePoint[], date: string, frequency: IndexFrequency) {
  let i = points.length - 1;
  while (i >= 0 && points[i]!.period > date) i--;
  if (i < 0) return null;
  return { point: points[i]!, wow: computeChangesAt(points, i, frequency).wow };
}

function commentary(familyCode: string, date: string, products: Map<string, SeededProduct>, familyId: number): NoticeInsert | null {
  const quotes = COMMENTARY_CODES[familyCode]!.map((code) => {
    const def = DEMO_PRODUCTS.find((p) => p.code === code)!;
    return { def, data: weekly(products.get(code)!.points, date, def.frequency) };
  });
  if (quotes.some((q) => !q.data)) return null;
  const lines = quotes.map(({ def, data }) => {
    const unit = def.unit === 'USD/t' ? '美元/吨' : '元/吨';
    const change = data!.wow.change === null ? '周环比暂无可比数据' : `周环比${signed(data!.wow.change)}${unit}（${signed(data!.wow.pct ?? 0)}%）`;
    return `${def.name}${data!.point.value}${unit}，${change}`;
  });
  const moves = quotes.map((q, i) => `${MARKETS[i]}${trend(q.data!.wow.pct)}`).join('，');
  const family = DEMO_FAMILIES.find((f) => f.code === familyCode)!;
  return {
    kind: 'commentary',
    title: `${family.name}周评（${date}）：${moves}`,
    content: `截至${date}，${lines.join('；')}。本周${moves}。以上为演示数据，非真实市场价格。`,
    familyId,
    effectiveDate: date,
    publishedAt: at(date, '18:30'),
    createdBy: 'demo',
  };
}

/** The notices of a fresh demo database, relative to `today`. */
export function demoNotices(products: Map<string, SeededProduct>, familyIds: Map<string, number>, today: string): NoticeInsert[] {
  const notices: NoticeInsert[] = [];
  // Four weeks of Friday commentary per family.
  const lastFriday = addDays(today, -((weekday(today) + 2) % 7));
  for (let w = 3; w >= 0; w--) {
    const friday = addDays(lastFriday, -7 * w);
    for (const f of DEMO_FAMILIES) {
      const notice = commentary(f.code, friday, products, familyIds.get(f.code)!);
      if (notice) notices.push(notice);
    }
  }
  const qhd = products.get('SC-QHD5500')!;
  const corrected = qhd.points.at(-8);
  if (corrected) {
    notices.push({
      kind: 'correction',
      title: `关于更正${corrected.period}秦皇岛港5500大卡动力煤平仓价的公告`,
      content: `经价格评估委员会复核，${corrected.period}发布的秦皇岛港5500大卡动力煤平仓价由${corrected.value + 6}元/吨更正为${corrected.value}元/吨，相关涨跌同步更正。（演示数据）`,
      productId: qhd.id,
      effectiveDate: corrected.period,
      publishedAt: at(addDays(corrected.period, 1), '10:00'),
      createdBy: 'demo',
    });
  }
  const year = today >= `${today.slice(0, 4)}-09-25` ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
  notices.push(
    {
      kind: 'delay',
      title: `${year}年国庆假期指数暂停发布的公告`,
      content: `${year}年10月1日至7日国庆假期期间，日度指数暂停发布，周度指数顺延至节后首个周五发布。（演示数据）`,
      effectiveDate: `${year}-10-01`,
      publishedAt: at(`${year}-09-25`, '10:00'),
      createdBy: 'demo',
    },
    {
      kind: 'retirement',
      title: '关于停发全国动力煤5800大卡综合价格的公告',
      content: '因5800大卡高卡煤样本持续不足，全国动力煤5800大卡综合价格自2026年1月1日起停发，历史数据继续提供查询与导出。（演示数据）',
      productId: products.get('CCP-TC5800')!.id,
      effectiveDate: '2026-01-01',
      publishedAt: at('2025-12-15', '10:00'),
      createdBy: 'demo',
    },
    {
      kind: 'methodology',
      title: '关于调整山西煤炭价格综合指数成分权重的公告',
      content: '自2026年1月1日起，山西煤炭价格综合指数中动力煤与炼焦煤权重调整为50%与50%，基期与基值不变。（演示数据）',
      familyId: familyIds.get('SXCCP')!,
      effectiveDate: '2026-01-01',
      publishedAt: at('2025-12-20', '10:00'),
      createdBy: 'demo',
    },
  );
  return notices;
}
