import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import { createPendingAppApis } from './antdAppApi.ts';

const AntdAppApis = lazy(() => import('./AntdAppApis.tsx').then((m) => ({ default: m.AntdAppApis })));

/**
 * What antd's `App` gives its children (the context `useAntdApp()` reads, App's base text
 * style as `.coal-antd-app`) without importing `App`: its message/notification/modal holders
 * (`AntdAppApis`, Modal and its dependencies: ~40 KB with their requests) load when the page
 * first shows one, and that call waits for them. Most visits show none and never load them.
 */
export function AntdAppProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  // Asked from an event or an effect; never set during another component's render.
  const [pending] = useState(() => createPendingAppApis(() => queueMicrotask(() => setWanted(true))));
  // The context value stays this one object: a new value when the holders load would re-run
  // every effect that depends on `message` (the login forms fetched a second captcha).
  const onReady = useCallback((ready: useAppProps) => pending.settle(ready), [pending]);
  return (
    <AppContext.Provider value={pending.apis}>
      <div className="coal-antd-app">
        {wanted ? (
          <Suspense fallback={null}>
            <AntdAppApis onReady={onReady} />
          </Suspense>
        ) : null}
        {children}
      </div>
    </AppContext.Provider>
  );
}
