import type { ArticleListItem, Banner, Page } from '@coal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { takeFirstData } from '../../lib/first-data.ts';
import { articleKeys } from '../../modules/articles/api/articlesApi.ts';
import { HOME_NOTICES } from '../../modules/home/components/HomeBlocks.tsx';
import { siteKeys } from '../../modules/site/api/siteApi.ts';

interface PortalHomeAnswers {
  askedAt: number;
  top: Banner[];
  middle: Banner[];
  notices: Page<ArticleListItem>;
}

/**
 * Puts the answers written in portal/Home's head (apps/server/src/modules/seo/portal-home.ts)
 * into the query cache as the page's own queries' data: the first render shows the top banner
 * (whose image the head already asked for: the page's largest paint) and the notices at once,
 * instead of after their calls (lib/first-data.ts).
 */
export function seedPortalHomeFirstData(client: QueryClient): void {
  const answers = takeFirstData<PortalHomeAnswers>();
  if (!answers) return;
  // Dated when the server asked them (its HTML is kept up to 5 s, or revalidated from the
  // browser's cache): they go stale then, not a full stale time after this visit. A clock ahead
  // of the server's only makes them stale sooner.
  const options = { updatedAt: Math.min(answers.askedAt, Date.now()) };
  client.setQueryData(siteKeys.banners('home-top'), answers.top, options);
  client.setQueryData(siteKeys.banners('home-middle'), answers.middle, options);
  client.setQueryData(articleKeys.list('topNotices', HOME_NOTICES), answers.notices, options);
}
