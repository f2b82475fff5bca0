import { Alert } from 'antd';
import { MESSAGES } from '@coal/contracts';

/** The banner of BrowserWarning (loaded only when the browser is a legacy one). */
export function LegacyBrowserAlert() {
  return <Alert className="coal-browser-warning" type="warning" banner showIcon closable title={MESSAGES.browserWarning} />;
}
