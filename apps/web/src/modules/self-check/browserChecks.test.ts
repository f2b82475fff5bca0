import { describe, expect, it } from 'vitest';
import { runBrowserChecks, type BrowserEnv } from './browserChecks.ts';

const modern: BrowserEnv = {
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
  hasFetch: true,
  hasPromise: true,
  supportsGrid: true,
  cookiesEnabled: true,
  localStorageWorks: true,
};

describe('self-check browser checks', () => {
  it('passes a modern browser on every line', () => {
    const checks = runBrowserChecks(modern);
    expect(checks.map((c) => c.name)).toEqual(['浏览器内核', 'Fetch 接口', 'Promise', 'CSS Grid 布局', 'Cookie', '本地存储']);
    expect(checks.every((c) => c.ok)).toBe(true);
  });

  it('reports each missing capability', () => {
    const checks = runBrowserChecks({
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
      hasFetch: false,
      hasPromise: true,
      supportsGrid: false,
      cookiesEnabled: false,
      localStorageWorks: false,
    });
    expect(checks.filter((c) => !c.ok).map((c) => c.name)).toEqual(['浏览器内核', 'Fetch 接口', 'CSS Grid 布局', 'Cookie', '本地存储']);
    expect(checks.find((c) => c.name === 'Cookie')?.detail).toBe('已禁用');
  });
});
