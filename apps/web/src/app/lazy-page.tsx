import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@coal/contracts';
import { LoadError } from '../ui/LoadError.tsx';
import { PageLoading } from '../ui/PageLoading.tsx';
import type { PageLoader } from './route-types.ts';

export class ChunkLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`page chunk did not load within ${ms} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Rejects with ChunkLoadTimeoutError when `promise` does not settle within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a failed chunk (or a page that throws) and offers a retry. */
class PageErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? <LoadError onRetry={this.retry} /> : this.props.children;
  }
}

/** A lazy page, with a way to load it ahead of its first render. */
export type LazyPageComponent = ComponentType & {
  /** Loads the page; once it has come, a first render shows it at once (no fallback, no extra commit). */
  preload: () => Promise<void>;
};

/**
 * The one way pages are loaded: lazily, failing after CHUNK_LOAD_TIMEOUT_MS (spec §9) into
 * the load-error element. React.lazy caches a rejection forever, so a retry builds a new
 * lazy component (the module system re-requests the chunk). A page preloaded before its first
 * render is rendered directly: main.tsx relies on it to replace the server's first HTML in
 * one commit, without a spinner in between.
 */
export function lazyPage(load: PageLoader, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): LazyPageComponent {
  let loading: Promise<ComponentType> | undefined;
  const loadOnce = () => (loading ??= withTimeout(load(), timeoutMs));
  const makeLazy = () => lazy(() => loadOnce().then((Page) => ({ default: Page })));
  let Current: ComponentType | undefined;

  function LazyPage() {
    const [, setAttempt] = useState(0);
    const retry = () => {
      loading = undefined;
      Current = makeLazy();
      setAttempt((n) => n + 1);
    };
    // Decided at the first render and kept: switching component types would remount the page.
    Current ??= makeLazy();
    const Page = Current;
    return (
      <PageErrorBoundary onRetry={retry}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  LazyPage.preload = () =>
    loadOnce().then(
      (Page) => {
        Current ??= Page;
      },
      () => {
        // A failed load is retried by the lazy component, which shows the error and its retry.
        loading = undefined;
      },
    );
  return LazyPage;
}
