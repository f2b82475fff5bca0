/**
 * Entries of the mobile home pages: the notice and price views of the mobile area. Shared by
 * the app and the server's first HTML of mobile/index (which draws the same grid).
 */
export interface MobileEntry {
  title: string;
  to: string;
}

export const MOBILE_NOTICE_ENTRIES: MobileEntry[] = [
  { title: '最新公告', to: '/mobile/notice/more' },
  { title: '最新发布', to: '/mobile/newPost' },
  { title: '栏目分类', to: '/mobile/postType' },
];

export const MOBILE_PRICE_ENTRIES: MobileEntry[] = [
  { title: '价格指数', to: '/mobile/priceIndex' },
  { title: '中国煤炭', to: '/mobile/priceCCP' },
  { title: '山西煤炭', to: '/mobile/priceSXCCP' },
  { title: '港口现货', to: '/mobile/priceSCSPI' },
  { title: '指数产品', to: '/mobile/PriceIndexPro' },
];

/** The grid of /mobile/index: the price entries, then the notice entries, eight in all. */
export const MOBILE_HOME_ENTRIES: MobileEntry[] = [...MOBILE_PRICE_ENTRIES, ...MOBILE_NOTICE_ENTRIES].slice(0, 8);
