import type { useAppProps } from 'antd/es/app/context';

type Method = (...args: unknown[]) => unknown;
interface Handle {
  destroy?: () => void;
  update?: (config: unknown) => void;
}

/**
 * antd App's `message` / `notification` / `modal` before their holders have loaded
 * (`AntdAppApis`, loaded on the first call, `onFirstCall`, so a visit that shows none never
 * downloads Modal, Button and the motion code): each call waits for the real APIs and then
 * runs, so nothing asked before they load is lost. Modal calls return a handle whose destroy/update also wait. One per provider; its
 * object never changes, so hooks that depend on `message` do not run again when the holders load.
 */
export function createPendingAppApis(onFirstCall: () => void = () => {}): { apis: useAppProps; settle: (apis: useAppProps) => void } {
  let asked = false;
  let resolveReady: (apis: useAppProps) => void = () => {};
  const ready = new Promise<useAppProps>((resolve) => (resolveReady = resolve));
  /** Once the holders have loaded, every call goes straight to them (their own return values). */
  let real: useAppProps | null = null;
  const settle = (apis: useAppProps) => {
    real = apis;
    resolveReady(apis);
  };
  const waiting = <K extends keyof useAppProps>(part: K): useAppProps[K] =>
    new Proxy({} as useAppProps[K], {
      get: (_target, method) => {
        if (typeof method !== 'string') return undefined;
        if (real) {
          const api = real[part] as unknown as Record<string, Method | undefined>;
          const fn = api[method];
          return typeof fn === 'function' ? fn.bind(api) : fn;
        }
        return (...args: unknown[]) => {
          // The holders are loaded by the first call that needs them.
          if (!asked) {
            asked = true;
            onFirstCall();
          }
          // Boxed: a confirm's handle is itself a thenable, which a promise would unwrap.
          const result = ready.then((apis) => ({ handle: ((apis[part] as unknown as Record<string, Method>)[method]!(...args) ?? {}) as Handle }));
          return {
            destroy: () => void result.then(({ handle }) => handle.destroy?.()),
            update: (config: unknown) => void result.then(({ handle }) => handle.update?.(config)),
            // A confirm's answer (true for OK) once the dialog is closed, as the real handle gives it.
            then: (onFulfilled?: (value: boolean) => unknown, onRejected?: (reason: unknown) => unknown) =>
              result.then(({ handle }) => {
                const answer = handle as Partial<PromiseLike<boolean>>;
                return typeof answer.then === 'function' ? answer.then(onFulfilled, onRejected) : onFulfilled?.(true);
              }),
          };
        };
      },
    });
  return { apis: { message: waiting('message'), notification: waiting('notification'), modal: waiting('modal') }, settle };
}
