import { afterEach, describe, expect, it } from 'vitest';
import { removeFirstData, writeFirstData } from '../../lib/first-data.test-utils.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { articleKeys } from '../../modules/articles/api/articlesApi.ts';
import { priceKeys } from '../../modules/prices/hooks/priceKeys.ts';
import { MOBILE_HOME_LIST, seedMobileHomeFirstData } from './mobileHomeFirstData.ts';

const answers = {
  latest: { asOf: '2026-11-20', list: [] },
  notices: { list: [{ id: 1, title: '公告' }], total: 1 },
  posts: { list: [{ id: 2, title: '资讯' }], total: 1 },
};

afterEach(removeFirstData);

describe('seedMobileHomeFirstData', () => {
  it('puts the server’s answers under the page’s own query keys, once', () => {
    writeFirstData(JSON.stringify(answers));
    const client = createQueryClient();
    seedMobileHomeFirstData(client);
    expect(client.getQueryData(priceKeys.latest({}))).toEqual(answers.latest);
    expect(client.getQueryData(articleKeys.list('topNotices', MOBILE_HOME_LIST))).toEqual(answers.notices);
    expect(client.getQueryData(articleKeys.list('all', { pageSize: 10 }))).toEqual(answers.posts);
    // Read once: a later visit of the page never meets these answers again.
    expect(document.getElementById('coal-first-data')).toBeNull();
  });

  it('does nothing without the server’s answers, or with unreadable ones', () => {
    const client = createQueryClient();
    seedMobileHomeFirstData(client);
    writeFirstData('{not json');
    seedMobileHomeFirstData(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
