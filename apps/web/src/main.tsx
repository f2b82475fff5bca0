import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/styles/global.css';
import { AppProviders } from './app/providers/AppProviders.tsx';
import { createAppRouter, preloadMatches } from './app/router.tsx';
import { startTracker } from './modules/analytics/tracker.ts';

type AppRouter = ReturnType<typeof createAppRouter>;

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  return element;
}

const container = rootElement();

/**
 * Renders the app. `inSlices` (over the server's first HTML only): as a transition, so React
 * renders the first page in slices of a few milliseconds and lets the browser take input in
 * between, instead of one long task on a slow phone; the commit that replaces the server's
 * page is still one. Elsewhere nothing is drawn until
 * this render, so it is rendered at once (as a transition, two e2e specs that wait for the
 * first page under load turned flaky).
 */
function render(router: AppRouter, inSlices: boolean): void {
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (inSlices) startTransition(() => root.render(app));
  else root.render(app);
}

/** Runs `step` in a task of its own, after what is running now (a throw becomes a rejection). */
const inNextTask = <T,>(step: () => T | Promise<T>): Promise<T> => new Promise<void>((resolve) => setTimeout(resolve, 0)).then(step);

const firstHtml = container.querySelector('[data-first-html]') !== null;
if (!firstHtml) {
  // The search-engine text would reflow under the area's styles as their chunks arrive, a
  // layout shift: hidden now, replaced on the first render.
  container.querySelector('.seo-prerender')?.setAttribute('hidden', '');
}

// The start is cut into tasks: the modules' evaluation (this task), the router, the route's
// chunks asked for, the analytics session. In one task it was most of a slow phone's blocking
// time (docs/decisions/0051-phone-first-paint.md).
// Over the server's first HTML (modules/seo, mobile-home.ts) the page stays painted until the
// layout and page have loaded, and the first render replaces it in one commit, in place (no
// spinner in between, nothing moves).
void inNextTask(createAppRouter).then(async (router) => {
  const routeLoaded = inNextTask(() => preloadMatches(router.state.matches));
  // The session is started before the first render, so that the first page's visit belongs to it.
  const trackerStarted = inNextTask(startTracker);
  // Over the first HTML nothing is drawn until the route has loaded (the server's page stays);
  // elsewhere the app draws at once, its route's chunks on the way.
  await (firstHtml ? Promise.all([routeLoaded, trackerStarted]) : trackerStarted);
  render(router, firstHtml);
});
