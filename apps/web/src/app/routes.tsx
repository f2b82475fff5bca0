import { AREA_HOMES, BACK_PAGES } from '@coal/contracts';
import { BACK_PAGE_LOADERS } from '../pages/back/loaders.ts';
import type { AppRoute, PageLoader, RouteMeta } from './route-types.ts';

/**
 * THE route table of spec §2, as data: names, paths, redirects, meta (title, hideInMenu,
 * keepAlive, requiresLogin, permission) and lazy pages. router.tsx turns it into
 * react-router objects; the guard, the back-office menu and the tab bar read its meta.
 * Paths are relative to the base path (react-router's basename).
 */

const portal = (name: string, title: string, page: PageLoader, extra: Partial<RouteMeta> = {}): AppRoute => ({
  name,
  path: name,
  page,
  meta: { title, area: 'portal', ...extra },
});

const mobile = (name: string, title: string, page: PageLoader): AppRoute => ({
  name,
  path: name,
  page,
  meta: { title, area: 'mobile' },
});

const PortalLayout: PageLoader = () => import('./layouts/PortalLayout.tsx').then((m) => m.PortalLayout);
const BackLayout: PageLoader = () => import('./layouts/BackLayout.tsx').then((m) => m.BackLayout);
const MobileLayout: PageLoader = () => import('./layouts/MobileLayout.tsx').then((m) => m.MobileLayout);

const loadPrice: PageLoader = () => import('../pages/portal/PricePage.tsx').then((m) => m.PricePage);

const PORTAL_CHILDREN: AppRoute[] = [
  { index: true, redirect: `/${AREA_HOMES.portal}` },
  portal('Home', '首页', () => import('../pages/portal/HomePage.tsx').then((m) => m.HomePage)),
  portal('Test', '系统自检', () => import('../pages/portal/TestPage.tsx').then((m) => m.TestPage)),
  portal('NoticeDetail', '公告详情', () => import('../pages/portal/NoticeDetailPage.tsx').then((m) => m.NoticeDetailPage)),
  portal('Notice', '通知公告', () => import('../pages/portal/NoticePage.tsx').then((m) => m.NoticePage)),
  portal('Search', '全站搜索', () => import('../pages/portal/SearchPage.tsx').then((m) => m.SearchPage)),
  portal('News', '市场资讯', () => import('../pages/portal/NewsPage.tsx').then((m) => m.NewsPage)),
  portal('Company', '公司信息', () => import('../pages/portal/CompanyPage.tsx').then((m) => m.CompanyPage)),
  portal('QuesAnsw', '专家问答', () => import('../pages/portal/QuesAnswPage.tsx').then((m) => m.QuesAnswPage)),
  portal('QuesAnswDetail', '问答详情', () => import('../pages/portal/QuesAnswDetailPage.tsx').then((m) => m.QuesAnswDetailPage)),
  portal('Personal', '个人中心', () => import('../pages/portal/PersonalPage.tsx').then((m) => m.PersonalPage), {
    requiresLogin: true,
  }),
  portal('AboutUs', '帮助中心', () => import('../pages/portal/AboutUsPage.tsx').then((m) => m.AboutUsPage)),
  // Price and PriceNew are the same page (spec §2).
  portal('Price', '价格指数', loadPrice),
  portal('PriceNew', '价格指数', loadPrice),
  portal('DayBidding', '每日竞价', () => import('../pages/portal/DayBiddingPage.tsx').then((m) => m.DayBiddingPage)),
  portal('FuturesNowZone', '期现专区', () => import('../pages/portal/FuturesNowZonePage.tsx').then((m) => m.FuturesNowZonePage)),
  portal('TextList', '文本库', () => import('../pages/portal/TextListPage.tsx').then((m) => m.TextListPage)),
  portal('TextDetail', '文本详情', () => import('../pages/portal/TextDetailPage.tsx').then((m) => m.TextDetailPage)),
  portal('ResearchReport', '研究报告', () => import('../pages/portal/ResearchReportPage.tsx').then((m) => m.ResearchReportPage)),
  portal('ResearchReportDetail', '研究报告详情', () => import('../pages/portal/ResearchReportDetailPage.tsx').then((m) => m.ResearchReportDetailPage)),
  portal('DigitalFinance', '数字金融', () => import('../pages/portal/DigitalFinancePage.tsx').then((m) => m.DigitalFinancePage)),
  portal('PriceFirst', '价格指数 · 第一系列', () => import('../pages/portal/PriceFirstPage.tsx').then((m) => m.PriceFirstPage)),
  portal('PriceSecond', '价格指数 · 第二系列', () => import('../pages/portal/PriceSecondPage.tsx').then((m) => m.PriceSecondPage)),
  portal('PriceThird', '价格指数 · 第三系列', () => import('../pages/portal/PriceThirdPage.tsx').then((m) => m.PriceThirdPage)),
  portal('PriceCalendar', '指数发布日历', () => import('../pages/portal/PriceCalendarPage.tsx').then((m) => m.PriceCalendarPage)),
  portal('IndexCommentary', '市场评述', () => import('../pages/portal/IndexCommentaryPage.tsx').then((m) => m.IndexCommentaryPage)),
  {
    ...portal('GateWay', '统一登录', () => import('../pages/portal/GateWayPage.tsx').then((m) => m.GateWayPage)),
    children: [
      { index: true, redirect: '/portal/GateWay/LoginCon' },
      portal('LoginCon', '会员登录', () => import('../pages/portal/LoginConPage.tsx').then((m) => m.LoginConPage)),
    ],
  },
];

const BACK_CHILDREN: AppRoute[] = [
  {
    index: true,
    name: 'BackHome',
    page: () => import('../pages/back/BackHomePage.tsx').then((m) => m.BackHomePage),
    meta: { title: '工作台', area: 'back', hideInMenu: true, requiresLogin: true },
  },
  ...BACK_PAGES.map((page): AppRoute => ({
    name: page.name,
    path: page.name,
    page: BACK_PAGE_LOADERS[page.name],
    meta: {
      title: page.title,
      area: 'back',
      // A page without a menu group has nowhere to go in the menu.
      hideInMenu: Boolean(page.hideInMenu) || !page.group,
      keepAlive: Boolean(page.keepAlive),
      requiresLogin: true,
      permission: page.permission,
    },
  })),
];

const MOBILE_CHILDREN: AppRoute[] = [
  { index: true, redirect: `/${AREA_HOMES.mobile}` },
  mobile('index', '首页', () => import('../pages/mobile/MobileIndexPage.tsx').then((m) => m.MobileIndexPage)),
  mobile('indexCopy', '首页', () => import('../pages/mobile/MobileIndexCopyPage.tsx').then((m) => m.MobileIndexCopyPage)),
  mobile('notice/detail', '公告详情', () => import('../pages/mobile/MobileNoticeDetailPage.tsx').then((m) => m.MobileNoticeDetailPage)),
  mobile('notice/more', '更多公告', () => import('../pages/mobile/MobileNoticeMorePage.tsx').then((m) => m.MobileNoticeMorePage)),
  mobile('newPost', '最新发布', () => import('../pages/mobile/MobileNewPostPage.tsx').then((m) => m.MobileNewPostPage)),
  mobile('postType', '栏目分类', () => import('../pages/mobile/MobilePostTypePage.tsx').then((m) => m.MobilePostTypePage)),
  mobile('search', '搜索', () => import('../pages/mobile/MobileSearchPage.tsx').then((m) => m.MobileSearchPage)),
  mobile('share', '分享', () => import('../pages/mobile/MobileSharePage.tsx').then((m) => m.MobileSharePage)),
  mobile('price', '价格', () => import('../pages/mobile/MobilePricePage.tsx').then((m) => m.MobilePricePage)),
  mobile('priceCCP', '中国煤炭价格指数', () => import('../pages/mobile/MobilePriceCCPPage.tsx').then((m) => m.MobilePriceCCPPage)),
  mobile('priceSXCCP', '山西煤炭价格指数', () => import('../pages/mobile/MobilePriceSXCCPPage.tsx').then((m) => m.MobilePriceSXCCPPage)),
  mobile('priceSCSPI', '沿海港口煤焦现货价格指数', () => import('../pages/mobile/MobilePriceSCSPIPage.tsx').then((m) => m.MobilePriceSCSPIPage)),
  mobile('priceIndex', '价格指数', () => import('../pages/mobile/MobilePriceIndexPage.tsx').then((m) => m.MobilePriceIndexPage)),
  mobile('PriceIndexPro1', '指数产品详情', () => import('../pages/mobile/MobilePriceIndexPro1Page.tsx').then((m) => m.MobilePriceIndexPro1Page)),
  mobile('priceCalendar', '发布日历', () => import('../pages/mobile/MobilePriceCalendarPage.tsx').then((m) => m.MobilePriceCalendarPage)),
  mobile('PriceIndexPro', '指数产品', () => import('../pages/mobile/MobilePriceIndexProPage.tsx').then((m) => m.MobilePriceIndexProPage)),
];

export const APP_ROUTES: AppRoute[] = [
  { index: true, redirect: `/${AREA_HOMES['']}` },
  { path: 'portal', layout: PortalLayout, children: PORTAL_CHILDREN },
  {
    path: 'portalCopy',
    layout: PortalLayout,
    children: [
      { index: true, redirect: '/portalCopy/HomeCopy' },
      portal('HomeCopy', '首页', () => import('../pages/portal/HomeCopyPage.tsx').then((m) => m.HomeCopyPage)),
    ],
  },
  {
    name: 'MainPage',
    path: 'MainPage',
    page: () => import('../pages/portal/MainPage.tsx').then((m) => m.MainPage),
    meta: { title: '行情大屏', area: 'screen' },
  },
  {
    path: 'back',
    children: [
      {
        name: 'Login',
        path: 'Login',
        page: () => import('../pages/back/BackLoginPage.tsx').then((m) => m.BackLoginPage),
        meta: { title: '后台登录', area: 'back', hideInMenu: true },
      },
      { layout: BackLayout, children: BACK_CHILDREN },
    ],
  },
  { path: 'mobile', layout: MobileLayout, children: MOBILE_CHILDREN },
  {
    name: 'NotFound',
    path: '*',
    page: () => import('../pages/NotFoundPage.tsx').then((m) => m.NotFoundPage),
    meta: { title: '页面不存在', area: 'public' },
  },
];
