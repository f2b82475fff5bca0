/** Demonstration content of the site pages: company profile, help centre, financing products. */
import type { Config } from '../../config/env.ts';
import type { externalLinks, financeProducts } from '../schema/index.ts';

const DEMO = '<p style="color:#595959">（演示数据）</p>';

export const COMPANY_PAGES_DEMO = [
  {
    code: 'intro',
    title: '公司简介',
    content: `<h2>煤焦国际交易中心（演示）</h2><p style="text-indent:2em">本交易中心为煤炭、焦炭及相关产品提供现货交易、价格指数、市场资讯、物流结算与供应链金融等综合服务。</p><p style="text-indent:2em">以上为演示文字，不代表任何真实机构。</p>${DEMO}`,
  },
  {
    code: 'contact',
    title: '联系我们',
    content: `<p>客服热线：400-000-0000（演示）</p><p>服务时间：工作日 9:00-17:00</p><p>地址：示例省示例市示例路 1 号（演示）</p><p>邮箱：<a href="mailto:service@example.com">service@example.com</a></p>${DEMO}`,
  },
  {
    code: 'disclaimer',
    title: '免责声明',
    content: `<p style="text-indent:2em">本网站发布的价格指数、行情与研究内容仅供参考，不构成投资建议。演示环境中的全部数据均为合成数据。</p>${DEMO}`,
  },
];

export const HELP_DEMO: Array<{ kind: 'help' | 'faq'; title: string; content: string }> = [
  {
    kind: 'help',
    title: '如何登录门户（演示）',
    content: `<ol><li>点击页面右上角“登录”。</li><li>输入交易系统账号、密码与验证码。</li><li>登录成功后页面自动刷新。</li></ol>${DEMO}`,
  },
  { kind: 'help', title: '如何查看价格指数（演示）', content: `<p>在“价格指数”栏目选择指数产品，可切换日、周、月视图并导出数据。</p>${DEMO}` },
  {
    kind: 'help',
    title: '如何阅读和下载研究报告（演示）',
    content: `<p>免费报告所有访客均可阅读；标注“会员专享”的报告需登录会员账号后阅读或下载。</p>${DEMO}`,
  },
  { kind: 'faq', title: '忘记密码怎么办？', content: `<p>点击登录框中的“找回密码”，按交易系统的指引重置。</p>${DEMO}` },
  { kind: 'faq', title: '密码为什么过期了？', content: `<p>为保障账户安全，密码超过有效期后需修改密码再登录。</p>${DEMO}` },
  { kind: 'faq', title: '推荐使用什么浏览器？', content: `<p>推荐使用 Chrome、Firefox、Edge 浏览器；双核浏览器请切换到极速模式。</p>${DEMO}` },
  { kind: 'faq', title: '视频无法播放怎么办？', content: `<p>请稍后再试，或更换浏览器；如仍无法播放请联系客服。</p>${DEMO}` },
];

export const financeDemo = (config: Config): Array<Omit<typeof financeProducts.$inferInsert, 'sort'>> => [
  {
    type: 'warehouse_receipt',
    name: '煤炭仓单质押融资（演示）',
    provider: '示例银行（演示）',
    rateMin: 4.35,
    rateMax: 6.5,
    termMinMonths: 1,
    termMaxMonths: 12,
    limitMaxWan: 5000,
    description: '以交易中心认可仓库出具的标准仓单作质押，按仓单价值的一定比例放款。演示数据。',
    applyUrl: config.SCF_URL,
  },
  {
    type: 'receivables',
    name: '应收账款融资（演示）',
    provider: '示例保理公司（演示）',
    rateMin: 5.2,
    rateMax: 8,
    termMinMonths: 3,
    termMaxMonths: 12,
    limitMaxWan: 3000,
    description: '基于交易中心成交合同项下的应收账款转让融资，回款自动还款。演示数据。',
    applyUrl: config.SCF_URL,
  },
  {
    type: 'prepayment',
    name: '预付款融资（演示）',
    provider: '示例供应链公司（演示）',
    rateMin: 6,
    rateMax: 9.5,
    termMinMonths: 1,
    termMaxMonths: 6,
    limitMaxWan: null,
    description: '买方支付部分保证金，由资金方代付货款，提货时分批赎货。演示数据。',
    applyUrl: config.SCF_URL,
  },
];

export const linksDemo = (config: Config): Array<Omit<typeof externalLinks.$inferInsert, 'sort'>> => [
  { group: 'trade', name: '交易系统', url: config.TRADE_URL, description: '煤焦现货挂牌、竞价与摘牌交易' },
  { group: 'logistics', name: '物流系统', url: config.LOGISTICS_URL, description: '运力发布、派车与在途跟踪' },
  { group: 'settlement', name: '结算系统', url: config.SETTLEMENT_URL, description: '交易结算与发票' },
  { group: 'payment', name: '支付系统', url: config.PAYMENT_URL, description: '资金账户与支付' },
  { group: 'scf', name: '供应链金融', url: config.SCF_URL, description: '仓单质押、应收账款与预付款融资' },
  { group: 'mobile', name: '移动App下载', url: config.MOBILE_APP_URL, description: '手机查看行情与公告' },
  { group: 'partner', name: '示例合作网站一（演示）', url: 'https://partner-one.example.com', description: '演示数据' },
  { group: 'partner', name: '示例合作网站二（演示）', url: 'https://partner-two.example.com', description: '演示数据' },
];
