/** The mobile TabBar: key is the target path; `match` decides which tab a route lights. */
export interface MobileTab {
  key: string;
  title: string;
  match: (routeName: string) => boolean;
}

export const MOBILE_TABS: MobileTab[] = [
  { key: '/mobile/index', title: '首页', match: (name) => name === 'index' || name === 'indexCopy' },
  { key: '/mobile/price', title: '价格', match: (name) => /^price/i.test(name) },
  {
    key: '/mobile/notice/more',
    title: '公告',
    match: (name) => name.startsWith('notice/') || name === 'newPost' || name === 'postType',
  },
];

/** The tab of a route, or undefined for pages outside the three (e.g. share). */
export function activeMobileTab(routeName: string | undefined): string | undefined {
  if (!routeName) return undefined;
  return MOBILE_TABS.find((tab) => tab.match(routeName))?.key;
}

/** Tab roots show no back arrow: they are where one goes back to. */
export function isTabRoot(pathname: string): boolean {
  return MOBILE_TABS.some((tab) => tab.key === pathname);
}
