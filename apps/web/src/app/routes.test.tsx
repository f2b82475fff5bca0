import { describe, expect, it } from 'vitest';
import { BACK_PAGES } from '@coal/contracts';
import { ROUTE_TABLE, type RouteEntry } from '@coal/contracts/app-routes';
import type { AppRoute } from './route-types.ts';
import { APP_ROUTES } from './routes.tsx';
import { routerBasename } from './router.tsx';

interface FlatRoute {
  fullPath: string;
  route: AppRoute;
}

/** Every entry of the table with its full path ('' segments for index routes). */
function flatten(routes: AppRoute[], parent = ''): FlatRoute[] {
  return routes.flatMap((route) => {
    const fullPath = route.index ? parent || '/' : `${parent}/${route.path ?? ''}`.replace(/\/+$/, '') || parent;
    return [{ fullPath, route }, ...flatten(route.children ?? [], fullPath)];
  });
}

const flat = flatten(APP_ROUTES);
const byPath = (path: string) => flat.filter((entry) => entry.fullPath === path && (entry.route.page || entry.route.redirect));
const pageAt = (path: string) => flat.find((entry) => entry.fullPath === path && entry.route.page)?.route;

// Spec §2, written out again on purpose: the table must not silently lose a route.
const PORTAL = [
  'Home',
  'Test',
  'NoticeDetail',
  'Notice',
  'Company',
  'QuesAnsw',
  'QuesAnswDetail',
  'Personal',
  'AboutUs',
  'Price',
  'PriceNew',
  'DayBidding',
  'FuturesNowZone',
  'TextList',
  'TextDetail',
  'ResearchReport',
  'ResearchReportDetail',
  'DigitalFinance',
  'PriceFirst',
  'PriceSecond',
  'PriceThird',
  'PriceCalendar', // 发布日历 and the search's commentary link
  'IndexCommentary',
  'GateWay',
  'GateWay/LoginCon',
  'News', // 市场资讯: news, commentary and member posts outside 通知公告
];
const MOBILE = [
  'index',
  'indexCopy',
  'notice/detail',
  'notice/more',
  'newPost',
  'postType',
  'share',
  'price',
  'priceCCP',
  'priceSXCCP',
  'priceSCSPI',
  'priceIndex',
  'PriceIndexPro1',
  'PriceIndexPro',
  'priceCalendar',
  'priceReport', // 价格填报: a contributor's member reports prices from the phone
];
const BACK_MENU = [
  'ContentTypeManagement',
  'ExpertTypeManagement',
  'PublishContentManagement',
  'PublishContentManagementCopy',
  'SensitiveWordsManager',
  'ComplainManager',
  'OperationLogManager',
  'Advertising',
  'ContentCheck',
  'ContentCheckTest',
  'CompanyProfile',
  'PortrayalManagement',
  'Theme',
  'MarketChartManagement',
  'TextManagement',
  'VideoManagement',
  'ResearchReportManagement',
  'ExternalLinks',
  'websiteBrowsing',
  'RegionalAnalysis',
  'RealTimeVisitorAnalysis',
  'ContentsBrowsing',
  'IndexProductManagement',
  // index production: contributors, submissions, assessment, approval, methodology versions
  'PriceContributorManagement',
  'PriceSubmissionManagement',
  'IndexAssessment',
  'IndexApproval',
  'IndexMethodology',
  'ClickStatistics',
  // 系统管理
  'StaffManagement',
  'RoleManagement',
  'LoginLockManagement',
];
const BACK_HIDDEN = [
  'ComplainDetail',
  'PublishAdd',
  'PublishDetail',
  'ContentCheckDetail',
  'ContentCheckDetailCopy',
  'PortrayalDetail',
  'MarketChartAdd',
  'MarketChartDetail',
  'TextAdd',
  'TextDetail',
  'ResearchReportAdd',
  'ResearchReportDetail',
  'ClickStatisticsDetail',
];

describe('route table (spec §2)', () => {
  it('has every portal page with a Chinese title', () => {
    for (const name of PORTAL) {
      const route = pageAt(`/portal/${name}`);
      expect(route, name).toBeDefined();
      expect(route?.meta?.area).toBe('portal');
      expect(route?.meta?.title).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(pageAt('/portalCopy/HomeCopy')).toBeDefined();
    expect(pageAt('/MainPage')).toBeDefined();
  });

  it('serves Price and PriceNew with the same page', () => {
    expect(pageAt('/portal/Price')?.page).toBe(pageAt('/portal/PriceNew')?.page);
  });

  it('has every mobile page', () => {
    for (const name of MOBILE) expect(pageAt(`/mobile/${name}`)?.meta?.area, name).toBe('mobile');
  });

  it('has the back-office login and every BACK_PAGES entry with its permission and menu flag', () => {
    expect(pageAt('/back/Login')).toBeDefined();
    expect(pageAt('/back/Login')?.meta?.permission).toBeUndefined();
    expect(BACK_PAGES.map((p) => p.name).sort()).toEqual([...BACK_MENU, ...BACK_HIDDEN].sort());
    for (const page of BACK_PAGES) {
      const route = pageAt(`/back/${page.name}`);
      expect(route, page.name).toBeDefined();
      expect(route?.page, `${page.name} has a loader`).toBeTypeOf('function');
      expect(route?.meta).toMatchObject({ title: page.title, permission: page.permission, requiresLogin: true, area: 'back' });
      expect(route?.meta?.hideInMenu, page.name).toBe(BACK_HIDDEN.includes(page.name));
    }
  });

  it('keeps only ContentCheck alive', () => {
    const kept = flat.filter((entry) => entry.route.meta?.keepAlive).map((entry) => entry.fullPath);
    expect(kept).toEqual(['/back/ContentCheck']);
  });

  it('requires a member login for the personal centre only among portal pages', () => {
    const gated = flat.filter((e) => e.route.meta?.area === 'portal' && e.route.meta.requiresLogin).map((e) => e.fullPath);
    expect(gated).toEqual(['/portal/Personal']);
  });

  it('redirects the root, /portal, /portalCopy and /mobile', () => {
    const redirectOf = (path: string) => byPath(path).find((entry) => entry.route.redirect)?.route.redirect;
    expect(redirectOf('/')).toBe('/portal/Home');
    expect(redirectOf('/portal')).toBe('/portal/Home');
    expect(redirectOf('/portalCopy')).toBe('/portalCopy/HomeCopy');
    expect(redirectOf('/mobile')).toBe('/mobile/index');
  });

  it('ends with a not-found page that needs no login', () => {
    const last = APP_ROUTES.at(-1);
    expect(last?.path).toBe('*');
    expect(last?.page).toBeTypeOf('function');
    expect(last?.meta?.requiresLogin).toBeFalsy();
    expect(last?.meta?.area).toBe('public');
  });

  it('has a loader for every page of the contracts table', () => {
    const named = (routes: RouteEntry[]): RouteEntry[] => routes.flatMap((r) => [r, ...named(r.children ?? [])]);
    const pages = named(ROUTE_TABLE).filter((r) => r.page !== undefined).length;
    expect(flat.filter((entry) => typeof entry.route.page === 'function')).toHaveLength(pages);
  });

  it('loads every page module to a component', async () => {
    const loaders = flat.map((entry) => entry.route.page).filter((page) => page !== undefined);
    const components = await Promise.all(loaders.map((load) => load()));
    for (const component of components) expect(component).toBeTypeOf('function');
  });

  it('uses the base path without its trailing slash as the router basename', () => {
    expect(routerBasename('/epm-coalweb/')).toBe('/epm-coalweb');
    expect(routerBasename('/')).toBe('/');
  });
});
