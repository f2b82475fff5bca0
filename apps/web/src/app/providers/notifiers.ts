import { setNotifier, type Notifier } from '../../lib/http/index.ts';

/**
 * Which UI shows the HTTP layer's messages: antd App's context-aware `message` on the
 * portal and back office, antd-mobile's Toast while a mobile page is shown. This file holds
 * no UI library, so neither area downloads the other's.
 */
let antdNotifier: Notifier | null = null;

export function plugAntdNotifier(notifier: Notifier): void {
  antdNotifier = notifier;
  setNotifier(notifier);
}

/** Switches to `notifier` (the mobile Toast); the returned function switches back to antd. */
export function plugAreaNotifier(notifier: Notifier): () => void {
  setNotifier(notifier);
  return () => setNotifier(antdNotifier);
}
