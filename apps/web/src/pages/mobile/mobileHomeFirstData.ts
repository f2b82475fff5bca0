import type { ArticleListItem, LatestValues, Page } from '@coal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { takeFirstData } from '../../lib/first-data.ts';
import { articleKeys } from '../../modules/articles/api/articlesApi.ts';
import { priceKeys } from '../../modules/prices/hooks/priceKeys.ts';

/** The article lists' query of the mobile home (the server's first HTML asks the same). */
export const MOBILE_HOME_LIST = { pageSize: 10 };

interface MobileHomeAnswers {
  latest: LatestValues;
  notices: Page<ArticleListItem>;
  posts: Page<ArticleListItem>;
}

/**
 * Puts the API answers the server drew the first HTML from into the query cache, as the
 * page's own queries' data: the first render then shows the rows the HTML shows, in place,
 * instead of placeholders, and asks nothing again while they are fresh (lib/first-data.ts).
 */
export function seedMobileHomeFirstData(client: QueryClient): void {
  // Written by the server beside its first HTML of /mobile/index (apps/server/src/modules/seo/mobile-home.ts).
  const answers = takeFirstData<MobileHomeAnswers>();
  if (answers) seedMobileHomeAnswers(client, answers);
}

/** The answers as the page's queries' data (also on the server, drawing the page: src/ssr/mobileHome.tsx). */
export function seedMobileHomeAnswers(client: QueryClient, answers: MobileHomeAnswers): void {
  client.setQueryData(priceKeys.latest({}), answers.latest);
  client.setQueryData(articleKeys.list('topNotices', MOBILE_HOME_LIST), answers.notices);
  client.setQueryData(articleKeys.list('all', MOBILE_HOME_LIST), answers.posts);
}
