import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/styles/global.css';
import { AppProviders } from './app/providers/AppProviders.tsx';
import { createAppRouter, preloadMatches } from './app/router.tsx';
import { startTracker } from './modules/analytics/tracker.ts';

// Analytics session first, so that the first page's visit belongs to it.
startTracker();

const router = createAppRouter();
const routeLoaded = preloadMatches(router.state.matches);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );

if (container.querySelector('[data-first-html]')) {
  // The server drew this page as the app draws it, with the area's styles (modules/seo,
  // mobile-home.ts): it stays painted until the layout and page have loaded, and the first
  // render then replaces it in one commit, in place (no spinner in between, nothing moves).
  void routeLoaded.then(render);
} else {
  // The search-engine text would reflow under the area's styles as their chunks arrive, a
  // layout shift: hidden now, replaced on the first render.
  container.querySelector('.seo-prerender')?.setAttribute('hidden', '');
  render();
}
