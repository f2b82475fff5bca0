import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import { createPendingAppApis } from './antdAppApi.ts';

// Started with this module: ready a moment after the first paint, never on its path.
const appApisModule = import('./AntdAppApis.tsx');
const AntdAppApis = lazy(() => appApisModule.then((m) => ({ default: m.AntdAppApis })));

/**
 * What antd's `App` gives its children (the context `useAntdApp()` reads, App's base text
 * style as `.coal-antd-app`) without importing `App`: its message/notification/modal holders
 * (`AntdAppApis`) load just after the first render, and calls made before wait for them.
 * Modal and its dependencies (~29 KB brotli) are thus not part of a first visit.
 */
export function AntdAppProvider({ children }: { children: ReactNode }) {
  const [pending] = useState(createPendingAppApis);
  // The context value stays this one object: a new value when the holders load would re-run
  // every effect that depends on `message` (the login forms fetched a second captcha).
  const onReady = useCallback((ready: useAppProps) => pending.settle(ready), [pending]);
  return (
    <AppContext.Provider value={pending.apis}>
      <div className="coal-antd-app">
        <Suspense fallback={null}>
          <AntdAppApis onReady={onReady} />
        </Suspense>
        {children}
      </div>
    </AppContext.Provider>
  );
}
