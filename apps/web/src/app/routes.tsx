import { NOT_FOUND_PAGE, ROUTE_TABLE, type AreaLayout, type RouteEntry } from '@coal/contracts/app-routes';
import { BACK_PAGE_LOADERS } from '../pages/back/loaders.ts';
import type { AppRoute, PageLoader } from './route-types.ts';

/**
 * The route table of spec §2 (`ROUTE_TABLE` in the contracts: paths, names, redirects, meta)
 * with each page's lazy loader and each area's layout. router.tsx turns it into react-router
 * objects; the guard, the back-office menu and the tab bar read its meta. Paths are relative
 * to the base path (react-router's basename).
 */

const LAYOUTS: Record<AreaLayout, PageLoader> = {
  portal: () => import('./layouts/PortalLayout.tsx').then((m) => m.PortalLayout),
  back: () => import('./layouts/BackLayout.tsx').then((m) => m.BackLayout),
  mobile: () => import('./layouts/MobileLayout.tsx').then((m) => m.MobileLayout),
};

/** Every page of the table by its `page` key (its own path under the base path). */
const PAGE_LOADERS: Record<string, PageLoader> = {
  'portal/Home': () => import('../pages/portal/HomePage.tsx').then((m) => m.HomePage),
  'portal/Test': () => import('../pages/portal/TestPage.tsx').then((m) => m.TestPage),
  'portal/NoticeDetail': () => import('../pages/portal/NoticeDetailPage.tsx').then((m) => m.NoticeDetailPage),
  'portal/Notice': () => import('../pages/portal/NoticePage.tsx').then((m) => m.NoticePage),
  'portal/Search': () => import('../pages/portal/SearchPage.tsx').then((m) => m.SearchPage),
  'portal/News': () => import('../pages/portal/NewsPage.tsx').then((m) => m.NewsPage),
  'portal/Company': () => import('../pages/portal/CompanyPage.tsx').then((m) => m.CompanyPage),
  'portal/QuesAnsw': () => import('../pages/portal/QuesAnswPage.tsx').then((m) => m.QuesAnswPage),
  'portal/QuesAnswDetail': () => import('../pages/portal/QuesAnswDetailPage.tsx').then((m) => m.QuesAnswDetailPage),
  'portal/Personal': () => import('../pages/portal/PersonalPage.tsx').then((m) => m.PersonalPage),
  'portal/AboutUs': () => import('../pages/portal/AboutUsPage.tsx').then((m) => m.AboutUsPage),
  'portal/Price': () => import('../pages/portal/PricePage.tsx').then((m) => m.PricePage),
  'portal/DayBidding': () => import('../pages/portal/DayBiddingPage.tsx').then((m) => m.DayBiddingPage),
  'portal/FuturesNowZone': () => import('../pages/portal/FuturesNowZonePage.tsx').then((m) => m.FuturesNowZonePage),
  'portal/TextList': () => import('../pages/portal/TextListPage.tsx').then((m) => m.TextListPage),
  'portal/TextDetail': () => import('../pages/portal/TextDetailPage.tsx').then((m) => m.TextDetailPage),
  'portal/ResearchReport': () => import('../pages/portal/ResearchReportPage.tsx').then((m) => m.ResearchReportPage),
  'portal/ResearchReportDetail': () => import('../pages/portal/ResearchReportDetailPage.tsx').then((m) => m.ResearchReportDetailPage),
  'portal/DigitalFinance': () => import('../pages/portal/DigitalFinancePage.tsx').then((m) => m.DigitalFinancePage),
  'portal/PriceFirst': () => import('../pages/portal/PriceFirstPage.tsx').then((m) => m.PriceFirstPage),
  'portal/PriceSecond': () => import('../pages/portal/PriceSecondPage.tsx').then((m) => m.PriceSecondPage),
  'portal/PriceThird': () => import('../pages/portal/PriceThirdPage.tsx').then((m) => m.PriceThirdPage),
  'portal/PriceCalendar': () => import('../pages/portal/PriceCalendarPage.tsx').then((m) => m.PriceCalendarPage),
  'portal/IndexCommentary': () => import('../pages/portal/IndexCommentaryPage.tsx').then((m) => m.IndexCommentaryPage),
  'portal/GateWay': () => import('../pages/portal/GateWayPage.tsx').then((m) => m.GateWayPage),
  'portal/GateWay/LoginCon': () => import('../pages/portal/LoginConPage.tsx').then((m) => m.LoginConPage),
  'mobile/index': () => import('../pages/mobile/MobileIndexPage.tsx').then((m) => m.MobileIndexPage),
  'mobile/indexCopy': () => import('../pages/mobile/MobileIndexCopyPage.tsx').then((m) => m.MobileIndexCopyPage),
  'mobile/notice/detail': () => import('../pages/mobile/MobileNoticeDetailPage.tsx').then((m) => m.MobileNoticeDetailPage),
  'mobile/notice/more': () => import('../pages/mobile/MobileNoticeMorePage.tsx').then((m) => m.MobileNoticeMorePage),
  'mobile/newPost': () => import('../pages/mobile/MobileNewPostPage.tsx').then((m) => m.MobileNewPostPage),
  'mobile/postType': () => import('../pages/mobile/MobilePostTypePage.tsx').then((m) => m.MobilePostTypePage),
  'mobile/search': () => import('../pages/mobile/MobileSearchPage.tsx').then((m) => m.MobileSearchPage),
  'mobile/share': () => import('../pages/mobile/MobileSharePage.tsx').then((m) => m.MobileSharePage),
  'mobile/price': () => import('../pages/mobile/MobilePricePage.tsx').then((m) => m.MobilePricePage),
  'mobile/priceCCP': () => import('../pages/mobile/MobilePriceCCPPage.tsx').then((m) => m.MobilePriceCCPPage),
  'mobile/priceSXCCP': () => import('../pages/mobile/MobilePriceSXCCPPage.tsx').then((m) => m.MobilePriceSXCCPPage),
  'mobile/priceSCSPI': () => import('../pages/mobile/MobilePriceSCSPIPage.tsx').then((m) => m.MobilePriceSCSPIPage),
  'mobile/priceIndex': () => import('../pages/mobile/MobilePriceIndexPage.tsx').then((m) => m.MobilePriceIndexPage),
  'mobile/PriceIndexPro1': () => import('../pages/mobile/MobilePriceIndexPro1Page.tsx').then((m) => m.MobilePriceIndexPro1Page),
  'mobile/priceCalendar': () => import('../pages/mobile/MobilePriceCalendarPage.tsx').then((m) => m.MobilePriceCalendarPage),
  'mobile/priceReport': () => import('../pages/mobile/MobilePriceReportPage.tsx').then((m) => m.MobilePriceReportPage),
  'mobile/PriceIndexPro': () => import('../pages/mobile/MobilePriceIndexProPage.tsx').then((m) => m.MobilePriceIndexProPage),
  'portalCopy/HomeCopy': () => import('../pages/portal/HomeCopyPage.tsx').then((m) => m.HomeCopyPage),
  MainPage: () => import('../pages/portal/MainPage.tsx').then((m) => m.MainPage),
  'back/Login': () => import('../pages/back/BackLoginPage.tsx').then((m) => m.BackLoginPage),
  back: () => import('../pages/back/BackHomePage.tsx').then((m) => m.BackHomePage),
  ...Object.fromEntries(Object.entries(BACK_PAGE_LOADERS).map(([name, load]) => [`back/${name}`, load])),
  [NOT_FOUND_PAGE]: () => import('../pages/NotFoundPage.tsx').then((m) => m.NotFoundPage),
};

/** One entry of the table with its loaders (a page without one fails routes.test.tsx). */
function withLoaders({ page, layout, children, ...route }: RouteEntry): AppRoute {
  return {
    ...route,
    ...(page ? { page: PAGE_LOADERS[page] } : {}),
    ...(layout ? { layout: LAYOUTS[layout] } : {}),
    ...(children ? { children: children.map(withLoaders) } : {}),
  };
}

export const APP_ROUTES: AppRoute[] = ROUTE_TABLE.map(withLoaders);
