/**
 * How the HTTP layer shows messages. Defaults to antd's static `message`, loaded lazily so
 * the mobile area (antd-mobile) does not download antd unless a message is shown; the UI
 * plugs in antd App's context-aware message (or an antd-mobile Toast) with setNotifier,
 * and tests plug in spies.
 */
export interface Notifier {
  warning: (content: string, durationS?: number) => void;
  error: (content: string, durationS?: number) => void;
  info: (content: string, durationS?: number) => void;
}

type Level = keyof Notifier;

function antdShow(level: Level, content: string, durationS?: number): void {
  import('antd')
    .then(({ message }) => {
      void message[level](content, durationS);
    })
    .catch(() => console.error(content));
}

const antdNotifier: Notifier = {
  warning: (content, durationS) => antdShow('warning', content, durationS),
  error: (content, durationS) => antdShow('error', content, durationS),
  info: (content, durationS) => antdShow('info', content, durationS),
};

let current: Notifier = antdNotifier;

/** Replaces the notifier; null restores the antd default. */
export function setNotifier(next: Notifier | null): void {
  current = next ?? antdNotifier;
}

/** The active notifier, resolved at call time so a later setNotifier takes effect. */
export const notifier: Notifier = {
  warning: (content, durationS) => current.warning(content, durationS),
  error: (content, durationS) => current.error(content, durationS),
  info: (content, durationS) => current.info(content, durationS),
};
