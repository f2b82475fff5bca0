import { useState } from 'react';
import { Alert } from 'antd';
import { MESSAGES } from '@coal/contracts';
import { isLegacyBrowser } from './browser.ts';

/**
 * The IE / compatibility-mode warning of spec §2, as a banner above every page. Decided
 * once per page load: the user agent does not change while the page lives.
 */
export function BrowserWarning() {
  const [legacy] = useState(() => isLegacyBrowser(window.navigator.userAgent));
  if (!legacy) return null;
  return <Alert className="coal-browser-warning" type="warning" banner showIcon closable title={MESSAGES.browserWarning} />;
}
