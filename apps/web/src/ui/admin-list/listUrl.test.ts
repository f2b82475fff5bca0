import { describe, expect, it } from 'vitest';
import { listLocation, readListUrl, rememberListSearch, writeListUrl } from './listUrl.ts';

describe('list state in the address', () => {
  it('reads filters, page, size and sort, numbers and flags typed back', () => {
    const read = readListUrl<{ title?: string; categoryId?: number; active?: boolean }>(
      new URLSearchParams('title=2026&categoryId=12&active=1&page=3&size=20&sort=viewCount&order=asc&tab=x&id=9'),
      {
        fieldTypes: { categoryId: 'number', active: 'boolean' },
      },
    );
    expect(read).toEqual({
      applied: { title: '2026', categoryId: 12, active: true },
      currentPage: 3,
      pageSize: 20,
      sort: { field: 'viewCount', order: 'asc' },
    });
  });

  it('answers null when the address holds nothing of the list, and repairs broken values', () => {
    expect(readListUrl(new URLSearchParams('tab=products&id=4'), {})).toBeNull();
    expect(readListUrl(new URLSearchParams('page=-4&size=13&order=up&sort=updatedAt'), {})).toEqual({
      applied: {},
      currentPage: 1,
      pageSize: 10,
      sort: { field: 'updatedAt', order: 'desc' },
    });
  });

  it('writes only what differs from the defaults, keeping the page’s other parameters', () => {
    const next = writeListUrl(
      new URLSearchParams('tab=products&title=old'),
      { applied: { title: '焦煤', status: undefined, on: false }, currentPage: 2, pageSize: 10, sort: { field: 'updatedAt', order: 'desc' } },
      {},
    );
    expect(next.toString()).toBe('tab=products&title=%E7%84%A6%E7%85%A4&on=0&page=2&sort=updatedAt&order=desc');
    expect(writeListUrl(new URLSearchParams('title=x'), { applied: {}, currentPage: 1, pageSize: 10 }, {}).toString()).toBe('');
  });

  it('keeps the lists of one page apart by scope', () => {
    const search = new URLSearchParams('product.keyword=CCP&product.page=2&notice.kind=holiday');
    expect(readListUrl(search, { scope: 'product' })).toMatchObject({ applied: { keyword: 'CCP' }, currentPage: 2 });
    expect(readListUrl(search, { scope: 'notice' })).toMatchObject({ applied: { kind: 'holiday' }, currentPage: 1 });
    expect(readListUrl(search, {})).toBeNull();
    expect(writeListUrl(search, { applied: { kind: 'trade' }, currentPage: 1, pageSize: 10 }, { scope: 'notice' }).toString()).toBe(
      'product.keyword=CCP&product.page=2&notice.kind=trade',
    );
  });

  it('remembers where a list was left, for 返回', () => {
    rememberListSearch('/back/TextManagement', 'title=a&page=2');
    expect(listLocation('/back/TextManagement')).toBe('/back/TextManagement?title=a&page=2');
    expect(listLocation('/back/VideoManagement')).toBe('/back/VideoManagement');
    expect(listLocation('/back/TextManagement?x=1')).toBe('/back/TextManagement?x=1');
  });
});
