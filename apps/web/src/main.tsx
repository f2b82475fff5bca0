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
preloadMatches(router.state.matches);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The server's first HTML (modules/seo: crawlers, and the first paint) would reflow under the
// area's styles as their chunks arrive, a layout shift: hidden now, replaced on the first render.
container.querySelector('.seo-prerender')?.setAttribute('hidden', '');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
