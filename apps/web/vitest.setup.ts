/** Shared set-up of the web tests: a clean DOM, storage and cookie jar for every test. */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// antd reads matchMedia (responsive grid, breakpoints); jsdom does not implement it.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// The back office's layout scrolls to the top on each page; jsdom only reports "not implemented".
window.scrollTo = () => undefined;

// Area layouts and antd's providers load lazily (one chunk per area): the first import of
// antd under jsdom on a loaded two-core machine takes longer than findBy's default 1 s.
configure({ asyncUtilTimeout: 10_000 });

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});

// React's scheduler runs its queue on setImmediate; work queued by the last test of a file (antd
// motion and wave timers settling) would otherwise run after jsdom is torn down and throw
// "window is not defined". Let that queue drain while the window still exists.
afterAll(async () => {
  for (let round = 0; round < 3; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setImmediate(resolve));
  }
});
