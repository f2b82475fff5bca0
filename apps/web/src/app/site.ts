/** Site name shown in headers and appended to every document title. */
export const SITE_NAME = '煤焦国际交易中心';
export const BACK_SITE_TITLE = `${SITE_NAME} · 管理后台`;

/** Document title of a page: page title + ' - 煤焦国际交易中心'. */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} - ${SITE_NAME}` : SITE_NAME;
}
