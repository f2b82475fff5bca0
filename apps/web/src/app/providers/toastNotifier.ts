import { Toast } from 'antd-mobile';
import type { Notifier } from '../../lib/http/index.ts';

/** The HTTP layer's messages as antd-mobile Toasts (mobile area). */
export const toastNotifier: Notifier = {
  warning: (content, durationS) => Toast.show({ content, duration: (durationS ?? 3) * 1000 }),
  error: (content, durationS) => Toast.show({ icon: 'fail', content, duration: (durationS ?? 3) * 1000 }),
  info: (content, durationS) => Toast.show({ content, duration: (durationS ?? 3) * 1000 }),
};
