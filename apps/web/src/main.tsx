import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/styles/global.css';
import { installAntdMobileRender } from './app/providers/antdMobileReact19.ts';
import { AppProviders } from './app/providers/AppProviders.tsx';
import { createAppRouter } from './app/router.tsx';
import { startTracker } from './modules/analytics/tracker.ts';

installAntdMobileRender();
// Analytics session first, so that the first page's visit belongs to it.
startTracker();

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
