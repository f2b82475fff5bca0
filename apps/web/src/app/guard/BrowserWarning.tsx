import { lazy, Suspense, useState } from 'react';
import { isLegacyBrowser } from './browser.ts';

// Only legacy browsers see it: antd's Alert is downloaded for them alone.
const LegacyBrowserAlert = lazy(() => import('./LegacyBrowserAlert.tsx').then((m) => ({ default: m.LegacyBrowserAlert })));

/**
 * The IE / compatibility-mode warning of spec §2, as a banner above every page. Decided
 * once per page load: the user agent does not change while the page lives.
 */
export function BrowserWarning() {
  const [legacy] = useState(() => isLegacyBrowser(window.navigator.userAgent));
  if (!legacy) return null;
  return (
    <Suspense fallback={null}>
      <LegacyBrowserAlert />
    </Suspense>
  );
}
