import { BackPagePlaceholder } from '../../modules/back-shell/BackPagePlaceholder.tsx';

/** 网站浏览统计 (/back/websiteBrowsing): the management screen arrives with its own issue. */
export function WebsiteBrowsingPage() {
  return <BackPagePlaceholder name="websiteBrowsing" />;
}
