import { Toast } from 'antd-mobile';
import { setNotifier, type Notifier } from '../../lib/http/index.ts';

/**
 * Which UI shows the HTTP layer's messages: antd App's context-aware `message` on the
 * portal and back office, antd-mobile's Toast while a mobile page is shown.
 */
let antdNotifier: Notifier | null = null;

export function plugAntdNotifier(notifier: Notifier): void {
  antdNotifier = notifier;
  setNotifier(notifier);
}

const toastNotifier: Notifier = {
  warning: (content, durationS) => Toast.show({ content, duration: (durationS ?? 3) * 1000 }),
  error: (content, durationS) => Toast.show({ icon: 'fail', content, duration: (durationS ?? 3) * 1000 }),
  info: (content, durationS) => Toast.show({ content, duration: (durationS ?? 3) * 1000 }),
};

/** Switches to Toast; the returned function switches back to antd. */
export function plugMobileNotifier(): () => void {
  setNotifier(toastNotifier);
  return () => setNotifier(antdNotifier);
}
