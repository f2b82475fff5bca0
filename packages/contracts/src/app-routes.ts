/**
 * THE route table of spec §2, as data: names, paths, redirects and meta (title, area,
 * hideInMenu, keepAlive, requiresLogin, permission). The web app adds each page's lazy
 * loader and each area's layout (apps/web/src/app/routes.tsx); the server reads the same
 * table to answer an unknown address with a real 404 (plugins/web-app.ts). Zod-free: the
 * web app's entry reads it. Paths are relative to the base path.
 */
import { AREA_HOMES } from './constants.ts';
import { BACK_PAGES, type Permission } from './permissions.ts';

/** Which area a route belongs to: decides the guard's behaviour (spec §2). */
export type RouteArea = 'portal' | 'back' | 'mobile' | 'screen' | 'public';

/** Route meta of spec §2 / DESIGN §4, read by the guard, the menu and the tab bar. */
export interface RouteMeta {
  /** Chinese page title (document title and tab label). */
  title: string;
  area: RouteArea;
  hideInMenu?: boolean;
  /** Only ContentCheck is kept alive (spec §2). */
  keepAlive?: boolean;
  requiresLogin?: boolean;
  /** Back-office permission the staff member needs (from BACK_PAGES). */
  permission?: Permission;
}

/** The areas whose pages are wrapped in a layout (the web app loads it lazily). */
export type AreaLayout = 'portal' | 'back' | 'mobile';

/** One entry of the route table. */
export interface RouteEntry {
  /** Route name of spec §2 (e.g. 'Home', 'notice/detail'); absent for pure redirects. */
  name?: string;
  path?: string;
  index?: boolean;
  /** Redirect target (absolute, inside the base path). */
  redirect?: string;
  meta?: RouteMeta;
  /** The page shown here: its key in the web app's loaders (the page's own path, e.g. 'portal/Home'). */
  page?: string;
  /** The area's layout wrapping the children. */
  layout?: AreaLayout;
  children?: RouteEntry[];
}

const portal = (name: string, title: string, extra: Partial<RouteMeta> & { page?: string } = {}): RouteEntry => {
  const { page, ...meta } = extra;
  return { name, path: name, page: page ?? `portal/${name}`, meta: { title, area: 'portal', ...meta } };
};

const mobile = (name: string, title: string): RouteEntry => ({ name, path: name, page: `mobile/${name}`, meta: { title, area: 'mobile' } });

const PORTAL_CHILDREN: RouteEntry[] = [
  { index: true, redirect: `/${AREA_HOMES.portal}` },
  portal('Home', '首页'),
  portal('Test', '系统自检'),
  portal('NoticeDetail', '公告详情'),
  portal('Notice', '通知公告'),
  portal('Search', '全站搜索'),
  portal('News', '市场资讯'),
  // A news or commentary article, or a member post: the same page as a notice's, under 市场资讯.
  portal('NewsDetail', '资讯详情', { page: 'portal/NoticeDetail' }),
  portal('Company', '公司信息'),
  portal('QuesAnsw', '专家问答'),
  portal('QuesAnswDetail', '问答详情'),
  portal('Personal', '个人中心', { requiresLogin: true }),
  portal('AboutUs', '帮助中心'),
  // Price and PriceNew are the same page (spec §2).
  portal('Price', '价格指数'),
  portal('PriceNew', '价格指数', { page: 'portal/Price' }),
  portal('DayBidding', '每日竞价'),
  portal('FuturesNowZone', '期现专区'),
  portal('TextList', '文本库'),
  portal('TextDetail', '文本详情'),
  portal('ResearchReport', '研究报告'),
  portal('ResearchReportDetail', '研究报告详情'),
  portal('DigitalFinance', '数字金融'),
  portal('PriceFirst', '价格指数 · 第一系列'),
  portal('PriceSecond', '价格指数 · 第二系列'),
  portal('PriceThird', '价格指数 · 第三系列'),
  portal('PriceCalendar', '指数发布日历'),
  portal('IndexCommentary', '市场评述'),
  {
    ...portal('GateWay', '统一登录'),
    children: [{ index: true, redirect: '/portal/GateWay/LoginCon' }, portal('LoginCon', '会员登录', { page: 'portal/GateWay/LoginCon' })],
  },
];

const BACK_CHILDREN: RouteEntry[] = [
  {
    index: true,
    name: 'BackHome',
    page: 'back',
    meta: { title: '工作台', area: 'back', hideInMenu: true, requiresLogin: true },
  },
  ...BACK_PAGES.map((page): RouteEntry => ({
    name: page.name,
    path: page.name,
    page: `back/${page.name}`,
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

const MOBILE_CHILDREN: RouteEntry[] = [
  { index: true, redirect: `/${AREA_HOMES.mobile}` },
  mobile('index', '首页'),
  mobile('indexCopy', '首页'),
  mobile('notice/detail', '公告详情'),
  mobile('notice/more', '更多公告'),
  mobile('newPost', '最新发布'),
  mobile('postType', '栏目分类'),
  mobile('search', '搜索'),
  mobile('share', '分享'),
  mobile('price', '价格'),
  mobile('priceCCP', '中国煤炭价格指数'),
  mobile('priceSXCCP', '山西煤炭价格指数'),
  mobile('priceSCSPI', '沿海港口煤焦现货价格指数'),
  mobile('priceIndex', '价格指数'),
  mobile('PriceIndexPro1', '指数产品详情'),
  mobile('priceCalendar', '发布日历'),
  mobile('PriceIndexPro', '指数产品'),
  mobile('priceReport', '价格填报'),
];

/** Key of the not-found page: any address the table does not know (spec §2: no login needed). */
export const NOT_FOUND_PAGE = 'NotFound';

export const ROUTE_TABLE: RouteEntry[] = [
  { index: true, redirect: `/${AREA_HOMES['']}` },
  { path: 'portal', layout: 'portal', children: PORTAL_CHILDREN },
  {
    path: 'portalCopy',
    layout: 'portal',
    children: [{ index: true, redirect: '/portalCopy/HomeCopy' }, portal('HomeCopy', '首页', { page: 'portalCopy/HomeCopy' })],
  },
  { name: 'MainPage', path: 'MainPage', page: 'MainPage', meta: { title: '行情大屏', area: 'screen' } },
  {
    path: 'back',
    children: [
      { name: 'Login', path: 'Login', page: 'back/Login', meta: { title: '后台登录', area: 'back', hideInMenu: true } },
      { layout: 'back', children: BACK_CHILDREN },
    ],
  },
  { path: 'mobile', layout: 'mobile', children: MOBILE_CHILDREN },
  { name: NOT_FOUND_PAGE, path: '*', page: NOT_FOUND_PAGE, meta: { title: '页面不存在', area: 'public' } },
];

/**
 * Every address the table shows a page or a redirect at (paths under the base path, no
 * leading or trailing slash; '' is the base itself), the not-found page's catch-all aside.
 */
export function routedPaths(routes: RouteEntry[] = ROUTE_TABLE, parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const full = route.index ? parent : [parent, route.path].filter(Boolean).join('/');
    const own = route.page !== undefined || route.redirect !== undefined ? [full] : [];
    return [...own, ...routedPaths(route.children ?? [], full)];
  });
}

/**
 * Where an article opens on the portal (path under the base path): a notice under 通知公告
 * (NoticeDetail), anything else under 市场资讯 (NewsDetail). `notice` is the section of its
 * category tree's root (the search index's kind, or the category code `notice`/`notice_*`).
 */
export function articleDetailPath(id: number, notice: boolean): string {
  return `/portal/${notice ? 'NoticeDetail' : 'NewsDetail'}?id=${id}`;
}

/** Whether a category code is in 通知公告 (the root `notice` and its `notice_*` children). */
export const isNoticeCategoryCode = (code: string): boolean => code === 'notice' || code.startsWith('notice_');
