/**
 * The catalogue of what the OpenAPI document describes: every public, open and API-key GET
 * call with its tag, summary, query schema and answer (`openapi-document.ts` turns it into the
 * document; open-api.routes.test.ts fails when a registered call is missing here).
 */
import {
  archiveDaySchema,
  archiveQuery,
  articleListQuery,
  articleNoticeListQuery,
  bannersQuery,
  basisTrendQuery,
  basisTrendSchema,
  calendarDaySchema,
  commentaryListQuery,
  commentaryQuery,
  dayBiddingPageSchema,
  dayBiddingQuery,
  expertListQuery,
  expertTypeQuery,
  EXPORT_FORMATS,
  externalLandingQuery,
  familyLatestSchema,
  getTokenQuery,
  indexCommentarySchema,
  indexExportQuery,
  indexFamilySchema,
  indexProductQuery,
  methodologyQuery,
  methodologyResultSchema,
  indexProductSchema,
  indexSeriesQuery,
  latestValuesQuery,
  latestValuesSchema,
  lineQuery,
  marketTrendDateQuery,
  marketTrendDatesSchema,
  marketTrendListQuery,
  marketTrendPageSchema,
  nextReleaseSchema,
  noticeListQuery,
  noticePageSchema,
  PRICE_MESSAGES,
  questionListQuery,
  releaseCalendarQuery,
  releaseDatesSchema,
  reportSignedFileQuery,
  searchQuery,
  searchSuggestQuery,
  seriesResultSchema,
  textListQuery,
  textsByCategoryQuery,
  topQuestionsQuery,
  unsubscribeQuery,
  verifyTicketQuery,
} from '@coal/contracts';
import { z } from 'zod';
import type { RouteAuth } from '../../plugins/session.ts';

export interface Operation {
  path: string;
  /** The operation's name in generated clients: unique, a verb and what it acts on. */
  operationId: string;
  /** The route's URL in the catalogue, where it differs from the OpenAPI path (`/uploads/*`). */
  route?: string;
  tag: string;
  summary: string;
  description?: string;
  query?: z.ZodType;
  /** The envelope's `data`, named in components; absent for a file answer. */
  data?: [string, z.ZodType];
  /** A file or page instead of the JSON envelope: media type and what it holds. */
  file?: { type: string; description: string };
  /** What each `{name}` of the path holds. */
  pathParams?: Record<string, string>;
  /** Who may call: anyone (default), a logged-in member (session token), or an API key. */
  security?: 'member' | 'apiKey';
}

export const OPEN_V1 = '开放数据 v1';

/** The portal's public lists (issue 11: the same for everyone, cached): items described by their fields in docs/api-*.md. */
function publicLists(): Operation[] {
  const item = z.object({ id: z.number() }).catchall(z.unknown());
  const page = z.object({ list: z.array(item), total: z.number(), currentPage: z.number(), pageSize: z.number() });
  const articles = (path: string, operationId: string, summary: string, query: z.ZodType = articleListQuery): Operation => ({
    path,
    operationId,
    tag: '资讯',
    summary,
    query,
    data: ['ArticlePage', page],
  });
  const categories = (path: string, operationId: string, summary: string): Operation => ({
    path,
    operationId,
    tag: '资料库',
    summary,
    data: ['LibraryCategoryList', z.array(item)],
  });
  return [
    articles('/api/article/findTopArticles', 'listTopArticles', '置顶资讯'),
    articles('/api/article/findHotArticles', 'listHotArticles', '热门资讯'),
    articles('/api/article/findDynamicList', 'listMemberPosts', '会员动态（最新）'),
    articles('/api/article/findDynamicListCopy', 'listMemberPostsByInteraction', '会员动态（按互动排序）'),
    articles('/api/article/findTopNewNoticeList', 'listLatestNotices', '最新公告'),
    articles('/api/article/findFrontArticles', 'listPlatformArticles', '平台发布的资讯'),
    articles('/api/article/findAllList', 'listAllArticles', '全部资讯'),
    articles('/api/article/findNewsList', 'listNewsArticles', '市场资讯（公告以外）'),
    articles('/api/article/findNoticeListByCategoryId', 'listNoticesByCategory', '某分类的公告', articleNoticeListQuery),
    {
      path: '/api/articleCategory/findCategoryList',
      operationId: 'listArticleCategories',
      tag: '资讯',
      summary: '资讯分类树',
      data: ['CategoryTree', z.array(item)],
    },
    {
      path: '/api/banner/getBanners',
      operationId: 'listBanners',
      tag: '站点',
      summary: '某广告位当前的广告',
      query: bannersQuery,
      data: ['BannerList', z.array(item)],
    },
    categories('/api/text/findCategoryList', 'listTextCategories', '文本库分类'),
    categories('/api/researchReport/findCategoryList', 'listReportCategories', '研究报告分类'),
    categories('/api/video/findCategoryList', 'listVideoCategories', '视频分类'),
    { path: '/api/text/findTextInfoList', operationId: 'listTexts', tag: '资料库', summary: '已发布的文本', query: textListQuery, data: ['TextPage', page] },
    {
      path: '/api/text/findTextListByCategoryId',
      operationId: 'listTextsByCategory',
      tag: '资料库',
      summary: '某分类已发布的文本',
      query: textsByCategoryQuery,
      data: ['TextPage', page],
    },
    {
      path: '/api/questionAnswer/findQuestionList',
      operationId: 'listQuestions',
      tag: '专家问答',
      summary: '问答大厅',
      query: questionListQuery,
      data: ['QuestionPage', page],
    },
    {
      path: '/api/questionAnswer/findTopQuestions',
      operationId: 'listTopQuestions',
      tag: '专家问答',
      summary: '首页问答',
      query: topQuestionsQuery,
      data: ['QuestionList', z.array(item)],
    },
    {
      path: '/api/questionAnswer/getExpertList',
      operationId: 'listExperts',
      tag: '专家问答',
      summary: '专家',
      query: expertListQuery,
      data: ['ExpertPage', page],
    },
    {
      path: '/api/expertType/selectAllByModel',
      operationId: 'listExpertTypes',
      tag: '专家问答',
      summary: '专家类型',
      query: expertTypeQuery,
      data: ['ExpertTypeList', z.array(item)],
    },
  ];
}
const keyNote = `请求头 Authorization: Bearer <API 密钥>（个人中心 → API 密钥）。与门户相同的发布时间限制：发布时刻之前的数值不会返回。`;
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const OPERATIONS: Operation[] = [
  {
    path: '/api/priceIndex/families',
    operationId: 'listIndexFamilies',
    tag: '价格指数',
    summary: '指数系列及其指数',
    description: '按排序：前三个系列即 PriceFirst/Second/Third 页面。',
    data: ['IndexFamilyList', z.array(indexFamilySchema)],
  },
  {
    path: '/api/priceIndex/product',
    operationId: 'getIndexProduct',
    tag: '价格指数',
    summary: '指数详情与编制方法',
    query: indexProductQuery,
    data: ['IndexProduct', indexProductSchema],
  },
  {
    path: '/api/priceIndex/latest',
    operationId: 'getLatestValues',
    tag: '价格指数',
    summary: '最新值及涨跌（环比、周、月、年同比）',
    query: latestValuesQuery,
    data: ['LatestValues', latestValuesSchema],
  },
  {
    path: '/api/priceIndex/series',
    operationId: 'getIndexSeries',
    tag: '价格指数',
    summary: '指数序列（按日期区间，可多指数对比）',
    description: '默认区间：最新数据日往前一年。',
    query: indexSeriesQuery,
    data: ['SeriesResult', seriesResultSchema],
  },
  {
    path: '/api/priceIndex/export',
    operationId: 'exportIndexSeries',
    tag: '价格指数',
    summary: `导出序列（${EXPORT_FORMATS.join('、')}）`,
    description: 'CSV 为 UTF-8 带 BOM；xlsx 带表头说明（来源、单位、频率、区间、演示数据说明）。',
    query: indexExportQuery,
    file: { type: 'text/csv', description: `CSV 列：指数代码,日期,数值,指数名称,单位,涨跌,涨跌幅(%),备注；或 ${xlsx}` },
  },
  {
    path: '/api/priceIndex/notices',
    operationId: 'listPriceNotices',
    tag: '价格指数',
    summary: '价格公告（更正、延迟、停发、方法调整、市场评述）',
    query: noticeListQuery,
    data: ['NoticePage', noticePageSchema],
  },
  {
    path: '/api/priceIndex/calendar',
    operationId: 'getReleaseCalendar',
    tag: '价格指数',
    summary: '发布日历（默认未来14天）',
    query: releaseCalendarQuery,
    data: ['ReleaseCalendar', z.array(calendarDaySchema)],
  },
  {
    path: '/api/priceIndex/methodology',
    operationId: 'getIndexMethodology',
    tag: '价格指数',
    summary: '编制方法的各版本（生效日期、规则），标明现行版本与已公告的变更',
    query: methodologyQuery,
    data: ['IndexMethodology', methodologyResultSchema],
  },
  {
    path: '/api/priceIndex/nextReleases',
    operationId: 'listNextReleases',
    tag: '价格指数',
    summary: '各指数下次发布（北京时间，节假日顺延）',
    data: ['NextReleases', z.array(nextReleaseSchema)],
  },
  {
    path: '/api/priceIndex/archive',
    operationId: 'getReleaseArchive',
    tag: '价格指数',
    summary: '发布存档：某日发布的数据（含更正的原值与更正值）及当日发布的更正',
    query: archiveQuery,
    data: ['ArchiveDay', archiveDaySchema],
  },
  {
    path: '/api/priceIndex/commentaries',
    operationId: 'listIndexCommentaries',
    tag: '价格指数',
    summary: '指数的市场评述（仅已发布数值的评述）',
    query: commentaryListQuery,
    data: ['IndexCommentaries', z.array(indexCommentarySchema)],
  },
  {
    path: '/api/priceIndex/commentary',
    operationId: 'getIndexCommentary',
    tag: '价格指数',
    summary: '单条市场评述（未发布为404）',
    query: commentaryQuery,
    data: ['IndexCommentary', indexCommentarySchema],
  },
  {
    path: '/api/marketTrend/findMarketTrendInfoList',
    operationId: 'listMarketCharts',
    tag: '行情图表',
    summary: '某展示位置的行情图表及数据',
    query: marketTrendListQuery,
    data: ['MarketTrendPage', marketTrendPageSchema],
  },
  {
    path: '/api/marketTrend/findMarketTrendDate',
    operationId: 'listMarketChartDates',
    tag: '行情图表',
    summary: '有数据的发布日期',
    query: marketTrendDateQuery,
    data: ['MarketTrendDates', marketTrendDatesSchema],
  },
  {
    path: '/api/basisTrend/getLists',
    operationId: 'getBasisTrend',
    tag: '期现基差',
    summary: '现货 vs 期货主力合约（J 焦炭、JM 焦煤）及基差',
    description: '默认区间：最新交易日往前三个月。',
    query: basisTrendQuery,
    data: ['BasisTrend', basisTrendSchema],
  },
  {
    path: '/api/dayBidding/getLists',
    operationId: 'listDayBiddingSessions',
    tag: '每日竞价',
    summary: '每日竞价场次（仅开通“每日竞价”的会员）',
    description: `游客：result false，code 401（${PRICE_MESSAGES.dayBiddingLogin}）；未开通的会员：code 403（${PRICE_MESSAGES.dayBiddingForbidden}）。`,
    query: dayBiddingQuery,
    data: ['DayBiddingPage', dayBiddingPageSchema],
    security: 'member',
  },
  {
    path: '/line',
    operationId: 'getMainIndexLine',
    tag: '数据路径',
    summary: '主指数走势线（默认第一系列首个指数、一年）',
    query: lineQuery,
    data: ['SeriesResult', seriesResultSchema],
  },
  { path: '/list01', operationId: 'getFirstFamilyLatest', tag: '数据路径', summary: '第一系列最新值', data: ['FamilyLatest', familyLatestSchema] },
  { path: '/list02', operationId: 'getSecondFamilyLatest', tag: '数据路径', summary: '第二系列最新值', data: ['FamilyLatest', familyLatestSchema] },
  {
    path: '/comment',
    operationId: 'listLatestCommentary',
    tag: '数据路径',
    summary: '最新市场评述与价格公告',
    query: noticeListQuery,
    data: ['NoticePage', noticePageSchema],
  },
  {
    path: '/date',
    operationId: 'getReleaseDates',
    tag: '数据路径',
    summary: '最新发布日期（总体与各系列）与未来14天发布日历',
    data: ['ReleaseDates', releaseDatesSchema],
  },
  {
    path: '/api/open/v1/indexes',
    operationId: 'openListIndexes',
    tag: OPEN_V1,
    summary: '指数系列及其指数',
    description: keyNote,
    data: ['IndexFamilyList', z.array(indexFamilySchema)],
    security: 'apiKey',
  },
  {
    path: '/api/open/v1/latest',
    operationId: 'openGetLatestValues',
    tag: OPEN_V1,
    summary: '最新值及涨跌',
    description: keyNote,
    query: latestValuesQuery,
    data: ['LatestValues', latestValuesSchema],
    security: 'apiKey',
  },
  {
    path: '/api/open/v1/series',
    operationId: 'openGetIndexSeries',
    tag: OPEN_V1,
    summary: '指数序列（按日期区间，可多指数）',
    description: keyNote,
    query: indexSeriesQuery,
    data: ['SeriesResult', seriesResultSchema],
    security: 'apiKey',
  },
  {
    path: '/api/open/v1/calendar',
    operationId: 'openGetReleaseCalendar',
    tag: OPEN_V1,
    summary: '发布日历（默认未来14天）',
    description: keyNote,
    query: releaseCalendarQuery,
    data: ['ReleaseCalendar', z.array(calendarDaySchema)],
    security: 'apiKey',
  },
  {
    path: '/api/search/query',
    operationId: 'searchSite',
    tag: '站内搜索',
    summary: '全文搜索（资讯、公告、报告等，分页）',
    query: searchQuery,
    data: ['SearchResultPage', z.object({}).loose()],
  },
  {
    path: '/api/search/suggest',
    operationId: 'suggestSearchTitles',
    tag: '站内搜索',
    summary: '搜索联想（最新的几条匹配）',
    query: searchSuggestQuery,
    data: ['SearchSuggestions', z.array(z.object({}).loose())],
  },
  ...publicLists(),
  {
    path: '/api/theme/getSelectedTheme',
    operationId: 'getSelectedTheme',
    tag: '站点',
    summary: '门户当前主题（mourn 为哀悼灰色）',
    data: ['SelectedTheme', z.object({ themeNameEn: z.string(), name: z.string() })],
  },
  {
    path: '/api/user/getToken',
    operationId: 'getSessionToken',
    tag: '会话',
    summary: '取得（或轮换）会话令牌 e-user-token',
    description: 'flag 1：门户页面；0：其他页面。',
    query: getTokenQuery,
    data: ['SessionToken', z.object({}).loose()],
  },
  {
    path: '/api/external/verifyTicket',
    operationId: 'verifyExternalTicket',
    tag: '外部系统',
    summary: '外部系统校验单点登录票据',
    query: verifyTicketQuery,
    data: ['TicketPayload', z.object({ userId: z.string(), loginId: z.string(), system: z.string(), exp: z.number() })],
  },
  {
    path: '/api/external/landing',
    operationId: 'showTradeLanding',
    tag: '外部系统',
    summary: '交易系统登录后的落地页（演示）',
    query: externalLandingQuery,
    file: { type: 'text/html', description: '说明是否识别到用户的简短页面' },
  },
  {
    path: '/api/researchReport/file',
    operationId: 'downloadReportFile',
    tag: '研究报告',
    summary: '研究报告 PDF（getFileLink 生成的签名短时链接）',
    query: reportSignedFileQuery,
    file: { type: 'application/pdf', description: '报告文件（preview 内联，download 附件）' },
  },
  {
    path: '/uploads/{file}',
    operationId: 'getUploadedFile',
    route: '/uploads/*',
    tag: '站点',
    summary: '上传的公开文件（图片、附件、视频）',
    pathParams: { file: '上传时返回的文件路径（如 2026/11/xxxx.png），整体作为一个参数（其中的 / 编码为 %2F）' },
    file: { type: 'application/octet-stream', description: '文件内容，类型按扩展名' },
  },
  {
    path: '/api/notifications/unsubscribe',
    operationId: 'unsubscribeNotifications',
    tag: '站点',
    summary: '邮件退订（邮件中的一键退订链接，签名校验，无需登录）',
    query: unsubscribeQuery,
    file: { type: 'text/html', description: '退订结果页' },
  },
  { path: '/robots.txt', operationId: 'getRobotsTxt', tag: '站点', summary: '搜索引擎抓取规则', file: { type: 'text/plain', description: 'robots.txt' } },
  { path: '/sitemap.xml', operationId: 'getSitemap', tag: '站点', summary: '站点地图', file: { type: 'application/xml', description: 'sitemap' } },
  {
    path: '/api/docs/openapi.json',
    operationId: 'getOpenApiDocument',
    tag: '站点',
    summary: '本接口文档（OpenAPI 3.1）',
    file: { type: 'application/json', description: 'OpenAPI 文档' },
  },
];

/** Calls of the catalogue the document leaves out: the documentation page's own files. */
const UNDOCUMENTED = ['/api/docs', '/api/docs/init.js', '/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js'];

/** The catalogue URLs of the public, open and API-key GET calls the document does not describe (none, or a test fails). */
export function undocumentedRoutes(catalog: RouteAuth[]): string[] {
  const documented = new Set([...UNDOCUMENTED, ...OPERATIONS.map((op) => op.route ?? op.path)]);
  return catalog
    .filter((r) => r.method === 'GET' && (r.auth === 'public' || r.auth === 'open' || r.auth === 'api-key'))
    .map((r) => r.url)
    .filter((url) => !documented.has(url));
}
