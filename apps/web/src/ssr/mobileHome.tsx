/**
 * The mobile home's first HTML, drawn on the server by the page's own components (MobileLayout
 * around MobileIndexPage) with React's server renderer, from the same API answers the page
 * then finds in its query cache. Built by `vite build --ssr` (vite.config.ts) into
 * `dist-ssr/mobileHome.js`, which the server imports (apps/server/src/modules/seo/mobile-home.ts).
 */
import type { ArticleListItem, LatestValues, Page } from '@coal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { MobileLayout } from '../app/layouts/MobileLayout.tsx';
import type { RouteHandle } from '../app/route-types.ts';
import { MobileIndexPage } from '../pages/mobile/MobileIndexPage.tsx';
import { seedMobileHomeAnswers } from '../pages/mobile/mobileHomeFirstData.ts';

export interface MobileHomeAnswers {
  latest: LatestValues;
  notices: Page<ArticleListItem>;
  posts: Page<ArticleListItem>;
}

const INDEX: RouteHandle = { name: 'index', meta: { title: '首页', area: 'mobile' } };

/** The page under #root as the app's first render draws it; `basePath` like `/epm-coalweb/`. */
export async function renderMobileHome(answers: MobileHomeAnswers, basePath: string): Promise<string> {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  seedMobileHomeAnswers(client, answers);
  const routes = [{ path: '/mobile', element: <MobileLayout />, children: [{ path: 'index', element: <MobileIndexPage />, handle: INDEX }] }];
  const basename = basePath.replace(/\/$/, '');
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(`http://localhost${basePath}mobile/index`));
  if (context instanceof Response) throw new Error(`the mobile home's route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <QueryClientProvider client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
}
