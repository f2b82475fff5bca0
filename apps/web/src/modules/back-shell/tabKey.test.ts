import { describe, expect, it } from 'vitest';
import { tabKeyOf, tabTitleOf } from './tabKey.ts';

describe('back-office tab keys', () => {
  it('a detail or add page is one tab per location; the order of parameters does not matter', () => {
    expect(tabKeyOf('/back/PublishDetail', '?id=37')).toBe('/back/PublishDetail?id=37');
    expect(tabKeyOf('/back/PublishDetail', '?id=36')).not.toBe(tabKeyOf('/back/PublishDetail', '?id=37'));
    expect(tabKeyOf('/back/TextAdd', '?b=2&a=1')).toBe(tabKeyOf('/back/TextAdd', '?a=1&b=2'));
    expect(tabKeyOf('/back/PublishAdd', '')).toBe('/back/PublishAdd');
  });

  it('a menu page is one tab whatever its filters', () => {
    expect(tabKeyOf('/back/PublishContentManagement', '?status=pending&page=2')).toBe('/back/PublishContentManagement');
  });

  it('labels a tab with the id it shows', () => {
    expect(tabTitleOf('内容详情', '?id=37')).toBe('内容详情 #37');
    expect(tabTitleOf('内容审核', '')).toBe('内容审核');
  });
});
