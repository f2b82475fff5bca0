import type { Database } from '../../db/client.ts';
import { noticeDetail, questionDetail, reportDetail, textDetail } from './seo-detail-pages.ts';
import { homePage, portalList, pricePage } from './seo-list-pages.ts';
import type { PageAddress, SeoPage } from './seo-page.ts';
import { companyPage, dayBiddingPage, futuresZonePage, helpPage } from './seo-site-pages.ts';

export { SITE_DESCRIPTION, SITE_NAME, type PageAddress, type SeoPage } from './seo-page.ts';

/**
 * The public pages the sitemap lists besides the items (paths under the base path). Each has
 * its own first HTML here (seo.routes.test.ts walks the sitemap and checks each); 每日竞价 is
 * left out: a visitor sees only its login gate.
 */
export const SITEMAP_PAGES = [
  'portal/Home',
  'portal/Notice',
  'portal/News',
  'portal/Price',
  'portal/PriceFirst',
  'portal/PriceSecond',
  'portal/PriceThird',
  'portal/TextList',
  'portal/ResearchReport',
  'portal/QuesAnsw',
  'portal/FuturesNowZone',
  'portal/Company',
  'portal/AboutUs',
];

/**
 * The pages that show one item by its `?id=`: their first HTML is the item's, so no first
 * HTML means no such public item, and the server answers them 404 (the app shows its own
 * "不存在" state).
 */
const ITEM_PAGES = new Set([
  'portal/NoticeDetail',
  'portal/NewsDetail',
  'mobile/notice/detail',
  'portal/TextDetail',
  'portal/ResearchReportDetail',
  'portal/QuesAnswDetail',
]);
export const isItemPage = (route: string): boolean => ITEM_PAGES.has(route);

/** A mobile page: the desktop page's data, declared canonical to it. */
const asMobile = (page: SeoPage | null): SeoPage | null => (page ? { ...page, mobile: undefined } : null);

/**
 * The public page at a route (path under the base path), or null for pages that are not
 * public (back office, personal centre, login) or an item that is not visible.
 */
export async function resolveSeoPage(db: Database, a: PageAddress): Promise<SeoPage | null> {
  const id = a.id;
  switch (a.route) {
    // The areas' roots never get here: the server sends them to their homes (AREA_HOMES).
    case 'portal/Home':
    case 'portalCopy/HomeCopy':
      return homePage(db, a);
    case 'mobile/index':
    case 'mobile/indexCopy':
      return asMobile(await homePage(db, a));
    case 'portal/Notice':
      return portalList(db, a, 'portal/Notice', 'mobile/notice/more');
    case 'mobile/notice/more':
    case 'mobile/newPost':
      return asMobile(await portalList(db, a, 'portal/Notice'));
    case 'portal/News':
    case 'portal/TextList':
    case 'portal/ResearchReport':
    case 'portal/QuesAnsw':
      return portalList(db, a, a.route);
    case 'portal/NoticeDetail':
    case 'portal/NewsDetail':
      return id ? noticeDetail(db, a, id) : null;
    case 'mobile/notice/detail':
      return id ? asMobile(await noticeDetail(db, a, id)) : null;
    case 'portal/TextDetail':
      return id ? textDetail(db, a, id) : null;
    case 'portal/ResearchReportDetail':
      return id ? reportDetail(db, a, id) : null;
    case 'portal/QuesAnswDetail':
      return id ? questionDetail(db, a, id) : null;
    case 'portal/Price':
    case 'portal/PriceNew':
      return pricePage(db, a, 'portal/Price', null, 'mobile/price');
    case 'portal/PriceFirst':
      return pricePage(db, a, a.route, 0);
    case 'portal/PriceSecond':
      return pricePage(db, a, a.route, 1);
    case 'portal/PriceThird':
      return pricePage(db, a, a.route, 2);
    case 'mobile/price':
    case 'mobile/priceIndex':
    case 'mobile/priceCCP':
    case 'mobile/priceSXCCP':
    case 'mobile/priceSCSPI':
      return asMobile(await pricePage(db, a, 'portal/Price', null));
    case 'portal/Company':
      return companyPage(db, a);
    case 'portal/AboutUs':
      return helpPage(db, a);
    case 'portal/FuturesNowZone':
      return futuresZonePage(a);
    case 'portal/DayBidding':
      return dayBiddingPage(a);
    default:
      return null;
  }
}
