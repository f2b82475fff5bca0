/** Demonstration content of the libraries (texts, reports, video). Not real rules or research. */

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

export const REPORT_CATEGORIES = ['市场周报', '月度分析', '专题研究'];

export interface DemoReport {
  id: string;
  category: string;
  title: string;
  summary: string;
  author: string;
  institution: string;
  publishDate: string;
  access: 'free' | 'members';
  /** ASCII lines of each page of the generated PDF. */
  pages: string[][];
  cover: [number, number, number];
}

const pdfPage = (title: string, lines: string[]) => ['Demonstration report - synthetic data, not market research', '', title, '', ...lines];

export const DEMO_REPORTS: DemoReport[] = [
  {
    id: 'report-weekly-thermal',
    category: '市场周报',
    title: '动力煤市场周报（演示）',
    summary: '演示数据：本周港口动力煤价格窄幅波动，电厂日耗季节性回落，港口库存小幅累积。',
    author: '演示研究员',
    institution: '煤焦交易中心研究部（演示）',
    publishDate: '2026-01-09',
    access: 'free',
    pages: [
      pdfPage('Thermal coal weekly (demo)', ['Port prices moved in a narrow range.', 'Power plant burn eased seasonally.']),
      pdfPage('Outlook (demo)', ['Prices expected to stay range-bound.']),
    ],
    cover: [23, 78, 140],
  },
  {
    id: 'report-monthly-coking',
    category: '月度分析',
    title: '炼焦煤月度供需分析（演示）',
    summary: '演示数据：主产区供应稳定，下游焦化开工率回升，进口蒙煤通关量增加。会员专享。',
    author: '演示分析师',
    institution: '煤焦交易中心研究部（演示）',
    publishDate: '2025-12-31',
    access: 'members',
    pages: [
      pdfPage('Coking coal monthly (demo)', ['Supply stable in main producing areas.']),
      pdfPage('Demand (demo)', ['Coking plant utilisation recovered.']),
      pdfPage('Imports (demo)', ['Mongolian coal clearances increased.']),
    ],
    cover: [120, 60, 30],
  },
  {
    id: 'report-special-coke-chain',
    category: '专题研究',
    title: '焦炭产业链利润分配专题研究（演示）',
    summary: '演示数据：从煤矿、焦化到钢厂的利润传导与分配格局分析。会员专享。',
    author: '演示课题组',
    institution: '煤焦交易中心研究部（演示）',
    publishDate: '2025-11-20',
    access: 'members',
    pages: [pdfPage('Coke value chain study (demo)', ['Margins along mine - coking plant - steel mill.'])],
    cover: [60, 60, 60],
  },
  {
    id: 'report-weekly-port',
    category: '市场周报',
    title: '港口库存与海运费观察（演示）',
    summary: '演示数据：北方港口库存与沿海运价周度观察。',
    author: '演示研究员',
    institution: '煤焦交易中心研究部（演示）',
    publishDate: '2026-01-02',
    access: 'free',
    pages: [pdfPage('Port stocks and freight (demo)', ['Northern port stocks rose slightly.', 'Coastal freight rates softened.'])],
    cover: [30, 110, 90],
  },
];

/** The demo video points at an in-site address that does not exist: the player's error message demo. */
export const DEMO_VIDEO = {
  category: '交易培训',
  title: '交易系统操作指引（演示，视频文件缺失示例）',
  summary: '演示数据：此视频地址指向一个不存在的站内文件，用于演示“此视频暂无法播放，请稍后再试”的提示与后台播放检测。',
  externalUrl: '/uploads/demo/trading-system-guide.mp4',
  durationSeconds: 300,
};
