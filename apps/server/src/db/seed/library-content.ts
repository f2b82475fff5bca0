/** Demonstration content of the libraries (texts, video). Not real rules. Reports: `library-reports.ts`. */

import type { PdfBlock } from './demo-pdf.ts';

const DEMO_NOTE = '<p style="color:#595959">（本内容为演示数据，仅用于展示系统功能，不构成任何交易规则或投资建议。）</p>';

export const TEXT_CATEGORIES = ['交易规则', '标准规范', '合同范本', '政策法规'];

export interface DemoText {
  category: string;
  title: string;
  status: 'draft' | 'published';
  paragraphs: string[];
  /** A demo PDF attached to the text. */
  attachment?: { id: string; name: string };
}

export const DEMO_TEXTS: DemoText[] = [
  {
    category: '交易规则',
    title: '煤焦现货挂牌交易规则（演示）',
    status: 'published',
    paragraphs: [
      '第一条 为规范交易中心煤焦现货挂牌交易行为，保护交易各方合法权益，制定本规则。',
      '第二条 挂牌交易是指卖方通过交易系统发布商品信息，买方按挂牌条件摘牌成交的交易方式。',
      '第三条 交易时间为每个交易日 9:00-11:30、13:30-16:00。',
    ],
  },
  {
    category: '交易规则',
    title: '每日竞价交易实施细则（演示）',
    status: 'published',
    paragraphs: ['第一条 每日竞价采用增价竞价方式，以起拍价开始，按最小加价幅度递增。', '第二条 竞价时段结束时出价最高且不低于保留价者成交。'],
  },
  {
    category: '标准规范',
    title: '商品煤质量指标与抽样化验说明（演示）',
    status: 'published',
    paragraphs: ['本说明汇总交易中常用的商品煤质量指标：发热量、全硫、灰分、挥发分、全水分等。', '抽样与化验应由双方认可的第三方检验机构按相关国家标准执行。'],
  },
  {
    category: '标准规范',
    title: '冶金焦炭验收指标说明（演示）',
    status: 'published',
    paragraphs: ['冶金焦炭的主要验收指标包括灰分、硫分、挥发分、抗碎强度（M40）与耐磨强度（M10）、反应性（CRI）与反应后强度（CSR）。'],
  },
  {
    category: '合同范本',
    title: '动力煤购销合同范本（演示）',
    status: 'published',
    paragraphs: [
      '本范本供会员参考使用，双方可根据实际交易情况协商修改。',
      '合同主要条款：标的、数量、质量标准、价格与结算、交货方式、检验、违约责任、争议解决。',
    ],
    attachment: { id: 'text-contract-thermal-coal', name: '动力煤购销合同范本（演示）.pdf' },
  },
  {
    category: '合同范本',
    title: '焦炭买卖合同范本（演示）',
    status: 'published',
    paragraphs: ['本范本适用于交易中心撮合成交的焦炭现货买卖。'],
    attachment: { id: 'text-contract-coke', name: '焦炭买卖合同范本（演示）.pdf' },
  },
  {
    category: '政策法规',
    title: '交易中心会员管理办法（演示）',
    status: 'published',
    paragraphs: ['第一条 会员分为交易会员、物流会员与服务会员。', '第二条 会员应遵守交易中心各项规则，按时履约。'],
  },
  {
    category: '政策法规',
    title: '仓储物流服务规范（演示，草稿）',
    status: 'draft',
    paragraphs: ['本规范尚在编写中，发布前仅后台可见。'],
  },
];

export const textHtml = (t: DemoText) => `${t.paragraphs.map((p) => `<p style="text-indent:2em">${p}</p>`).join('')}${DEMO_NOTE}`;

/**
 * Contract templates' attachments: a PDF that reads like the template it belongs to (the
 * text's own clauses and the usual closing), marked 演示.
 */
export function attachmentPdfPages(t: DemoText): PdfBlock[][] {
  return [
    [
      { text: '演示数据 · 仅用于展示系统功能 · 不构成任何交易规则', size: 8, color: [110, 110, 110] },
      { rule: true },
      { text: t.title, size: 18, bold: true, align: 'center' },
      { text: '合同编号：演示-2026-0001', size: 9.5, color: [110, 110, 110], align: 'center' },
      '卖方（甲方）：________________    买方（乙方）：________________',
      ...t.paragraphs,
      ...CONTRACT_CLAUSES,
      { text: '甲方（盖章）：____________    乙方（盖章）：____________', size: 10.5 },
      { text: '签订日期：____年__月__日    签订地点：________________', size: 10.5 },
      { footer: `${t.title} · 演示数据 · 第 1 页 / 共 1 页` },
    ],
  ];
}

const CONTRACT_CLAUSES = [
  '第一条 标的与数量：品种、规格、数量以本合同附件《交易明细》为准，允许增减幅度 ±5%。',
  '第二条 质量标准：以双方认可的第三方检验机构出具的检验报告为结算依据，质量指标不符时按附件约定调价。',
  '第三条 价格与结算：价格为含税车板价（或平仓价），买方于货到验收合格后 10 个工作日内付清货款。',
  '第四条 交货方式与地点：按双方约定的交货地点与交货期分批交付，运输费用由双方按约定承担。',
  '第五条 违约责任：任何一方未按约定履行义务，应向对方支付违约金并赔偿由此造成的损失。',
  '第六条 争议解决：因本合同引起的争议，双方协商解决；协商不成的，提交交易中心所在地仲裁委员会仲裁。',
];

/** The demo video: a real 15 s clip (media/trading-system-guide.mp4, see media/README.md). */
export const DEMO_VIDEO = {
  id: 'video-trading-system-guide',
  category: '交易培训',
  title: '煤焦交易系统操作指引（演示）',
  summary: '演示数据：15 秒了解交易系统的基本流程——注册登录、查看价格指数、挂牌摘牌与竞价、在会员中心跟踪合同与交收。',
  durationSeconds: 15,
};
