/** Portal sections of the top navigation; `routes` are the route names that light it up. */
export interface PortalSection {
  label: string;
  to: string;
  routes: string[];
}

export const PORTAL_SECTIONS: PortalSection[] = [
  { label: '首页', to: '/portal/Home', routes: ['Home', 'HomeCopy'] },
  { label: '价格指数', to: '/portal/Price', routes: ['Price', 'PriceNew', 'PriceFirst', 'PriceSecond', 'PriceThird', 'PriceCalendar', 'IndexCommentary'] },
  { label: '每日竞价', to: '/portal/DayBidding', routes: ['DayBidding'] },
  { label: '期现专区', to: '/portal/FuturesNowZone', routes: ['FuturesNowZone'] },
  { label: '通知公告', to: '/portal/Notice', routes: ['Notice', 'NoticeDetail'] },
  { label: '市场资讯', to: '/portal/News', routes: ['News', 'NewsDetail'] },
  { label: '专家问答', to: '/portal/QuesAnsw', routes: ['QuesAnsw', 'QuesAnswDetail'] },
  { label: '文本库', to: '/portal/TextList', routes: ['TextList', 'TextDetail'] },
  { label: '研究报告', to: '/portal/ResearchReport', routes: ['ResearchReport', 'ResearchReportDetail'] },
  { label: '数字金融', to: '/portal/DigitalFinance', routes: ['DigitalFinance'] },
  { label: '公司信息', to: '/portal/Company', routes: ['Company'] },
  { label: '帮助中心', to: '/portal/AboutUs', routes: ['AboutUs'] },
];
