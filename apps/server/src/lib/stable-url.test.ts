import { describe, expect, it } from 'vitest';
import { stableUrl } from './stable-url.ts';

describe('stableUrl', () => {
  it('drops the web client’s random _t stamp wherever it stands, and nothing else', () => {
    expect(stableUrl('/api/a?currentPage=1&_t=1732780000000123456&pageSize=10')).toBe('/api/a?currentPage=1&pageSize=10');
    expect(stableUrl('/api/a?_t=1&currentPage=1')).toBe('/api/a?currentPage=1');
    expect(stableUrl('/api/a?currentPage=1&_t=2')).toBe('/api/a?currentPage=1');
    expect(stableUrl('/api/a?_t=3')).toBe('/api/a');
    expect(stableUrl('/api/a?my_t=3&x_t=4')).toBe('/api/a?my_t=3&x_t=4');
  });

  it('answers the very string when there is no stamp (no copy on the hot path)', () => {
    const url = '/api/a?currentPage=1';
    expect(stableUrl(url)).toBe(url);
    expect(stableUrl('/api/a')).toBe('/api/a');
  });
});
