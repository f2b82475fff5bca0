import { BackPagePlaceholder } from '../../modules/back-shell/BackPagePlaceholder.tsx';

/** 内容浏览统计 (/back/ContentsBrowsing): the management screen arrives with its own issue. */
export function ContentsBrowsingPage() {
  return <BackPagePlaceholder name="ContentsBrowsing" />;
}
