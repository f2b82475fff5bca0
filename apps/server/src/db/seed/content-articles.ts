/**
 * Demonstration articles about the coal and coke market. Every one says 演示数据 in its source
 * and in its text: none of the figures is a real market price.
 */
const DAY = 24 * 60 * 60 * 1000;
const DEMO_NOTE = '<p style="text-indent:2em"><em>【演示数据】本文为系统演示内容，文中数据均为虚构，不构成任何交易或投资建议。</em></p>';

export interface DemoArticle {
  code: string;
  title: string;
  summary: string;
  content: string;
  daysAgo: number;
  isTop?: boolean;
  isHot?: boolean;
  views: number;
}

/**
 * The demo index series the commentary quotes: its value on or before a day (`daysAgo`), so
 * a commentary says what the series shows for its week. Undefined before the series starts.
 */
export type DemoQuote = (code: string, daysAgo: number) => number | undefined;

/** The port price the coal commentary quotes, and the coke price the coke commentary quotes. */
export const QUOTED_CODES = { portCoal: 'SC-QHD5500', coke: 'SX-J1' } as const;

const p = (...lines: string[]) => lines.map((l) => `<p style="text-indent:2em">${l}</p>`).join('') + DEMO_NOTE;

function weekly(n: number, quote: DemoQuote): DemoArticle[] {
  const week = 52 - n;
  const stock = 520 + ((n * 37) % 90);
  const q5500 = Math.round(quote(QUOTED_CODES.portCoal, n * 7 + 2) ?? 780 + ((n * 13) % 60));
  const coke = Math.round(quote(QUOTED_CODES.coke, n * 7 + 4) ?? 1850 + ((n * 29) % 200));
  return [
    {
      code: 'news',
      title: `环渤海港口库存周报（演示 第${week}期）`,
      summary: `本周环渤海主要港口动力煤库存约${stock}万吨（演示数据），周环比${n % 2 ? '小幅下降' : '略有回升'}。`,
      content: p(
        `本周环渤海九港动力煤库存合计约<strong>${stock}万吨</strong>（演示数据），周环比${n % 2 ? '下降' : '增加'}${(n % 5) + 3}万吨。`,
        '调入方面，大秦线运量维持高位；调出方面，下游电厂按需采购，锚地船舶数量基本持平。',
        '<table><thead><tr><th>港口</th><th>库存（万吨，演示）</th></tr></thead><tbody>' +
          `<tr><td>秦皇岛港</td><td>${Math.round(stock * 0.4)}</td></tr><tr><td>曹妃甸港区</td><td>${Math.round(stock * 0.35)}</td></tr><tr><td>京唐港区</td><td>${Math.round(stock * 0.25)}</td></tr></tbody></table>`,
      ),
      daysAgo: n * 7 + 1,
      isHot: n < 2,
      views: 300 + ((n * 53) % 900),
    },
    {
      code: 'commentary',
      title: `动力煤市场周评：${n % 3 === 0 ? '日耗回升，港口报价企稳' : n % 3 === 1 ? '供应宽松，价格窄幅下探' : '长协托底，市场观望为主'}（演示 第${week}期）`,
      summary: `本周秦皇岛港5500大卡动力煤平仓价约${q5500}元/吨（演示数据，${QUOTED_CODES.portCoal}），市场情绪${n % 2 ? '偏弱' : '平稳'}。`,
      content: p(
        `本周秦皇岛港5500大卡动力煤平仓价（${QUOTED_CODES.portCoal}）收于<strong>${q5500}元/吨</strong>（演示数据）。`,
        '产地方面，主产区煤矿生产正常，部分煤矿因安全检查短暂停产；需求方面，电厂日耗季节性变化，非电行业采购偏谨慎。',
        '展望后市，预计价格以震荡为主，需关注气温变化及进口煤到港节奏。',
      ),
      daysAgo: n * 7 + 2,
      isHot: n === 0,
      views: 500 + ((n * 71) % 1200),
    },
    {
      code: 'notice_auction',
      title: `山西焦煤集团炼焦煤竞拍公告（演示 第${week}批）`,
      summary: `本批次竞拍主焦煤、1/3焦煤合计${3 + (n % 4)}万吨（演示数据），请会员按时参与。`,
      content: p(
        `本批次计划竞拍炼焦煤<strong>${3 + (n % 4)}万吨</strong>（演示数据），品种包括主焦煤、1/3焦煤、瘦煤。`,
        '竞拍时间：交易日 9:30—11:30；交收方式：产地车板；保证金须于竞拍前一日缴纳。',
        '<ol><li>竞拍会员须具备相应交易资格；</li><li>成交后两个工作日内签订合同；</li><li>详情以交易系统公告为准。</li></ol>',
      ),
      daysAgo: n * 7 + 3,
      isTop: n === 0,
      views: 800 + ((n * 97) % 1500),
    },
    {
      code: 'commentary',
      title: `焦炭市场周评：第${(n % 3) + 1}轮${n % 2 ? '提涨' : '提降'}${n % 2 ? '落地' : '博弈'}（演示 第${week}期）`,
      summary: `山西准一级冶金焦车板价约${coke}元/吨（演示数据，${QUOTED_CODES.coke}），焦企开工率保持平稳。`,
      content: p(
        `本周山西准一级冶金焦车板价（${QUOTED_CODES.coke}）收于<strong>${coke}元/吨</strong>（演示数据）。`,
        '钢厂高炉开工率小幅变化，对焦炭刚需采购为主；焦企利润修复，开工意愿尚可。',
      ),
      daysAgo: n * 7 + 4,
      views: 200 + ((n * 41) % 700),
    },
  ];
}

const FIXED: DemoArticle[] = [
  {
    code: 'notice_system',
    title: '关于交易系统例行维护的通知（演示）',
    summary: '交易系统将于周六 22:00—次日 02:00 例行维护（演示数据）。',
    content: p('为提升服务质量，交易系统将于本周六 22:00 至次日 02:00 进行例行维护，期间暂停交易及资金划转。', '维护结束后请重新登录。'),
    daysAgo: 0,
    isTop: true,
    views: 1200,
  },
  {
    code: 'notice_trade',
    title: '关于调整部分品种交易保证金比例的公告（演示）',
    summary: '自下一交易日起，调整焦炭、炼焦煤现货挂牌交易保证金比例（演示数据）。',
    content: p('经研究决定，自下一交易日起，焦炭、炼焦煤现货挂牌交易保证金比例由10%调整为12%（演示数据）。'),
    daysAgo: 5,
    isTop: true,
    views: 950,
  },
  {
    code: 'policy',
    title: '煤炭行业安全生产与清洁高效利用政策要点梳理（演示）',
    summary: '梳理近期煤炭行业安全生产、产能核增与清洁利用相关政策要点（演示内容）。',
    content: p(
      '本文梳理近期煤炭行业安全生产、产能核增及清洁高效利用相关政策的要点，供会员参考（演示内容）。',
      '<strong>一、安全生产</strong>：强化重大灾害防治；<strong>二、产能管理</strong>：优化产能结构；<strong>三、清洁利用</strong>：推进煤电节能降碳改造。',
    ),
    daysAgo: 9,
    isHot: true,
    views: 2100,
  },
  {
    code: 'policy',
    title: '大宗商品交易市场管理办法解读（演示）',
    summary: '从会员管理、交易规则、风险控制三方面解读交易市场管理要求（演示内容）。',
    content: p('本文从会员管理、交易规则、风险控制三方面解读交易市场管理要求（演示内容）。'),
    daysAgo: 20,
    views: 640,
  },
];

/** Staff articles: fixed notices and policy pieces, plus `weeks` weeks of periodic reports. */
export function demoArticles(quote: DemoQuote, weeks = 6): DemoArticle[] {
  const list = [...FIXED];
  for (let n = 0; n < weeks; n++) list.push(...weekly(n, quote));
  return list;
}

export const daysAgo = (days: number, now = Date.now()) => new Date(now - days * DAY - 2 * 60 * 60 * 1000);
