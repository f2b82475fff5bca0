import { afterEach, describe, expect, it } from 'vitest';
import { removeFirstData, writeFirstData } from '../../lib/first-data.test-utils.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { articleKeys } from '../../modules/articles/api/articlesApi.ts';
import { siteKeys } from '../../modules/site/api/siteApi.ts';
import { seedPortalHomeFirstData } from './portalHomeFirstData.ts';

const askedAt = Date.now() - 60_000;
const answers = {
  askedAt,
  top: [{ id: 1, slot: 'home-top', title: '横幅', imagePath: '2026/01/a.png', link: null, sort: 1 }],
  middle: [],
  notices: { list: [{ id: 2, title: '公告' }], total: 1 },
};

afterEach(removeFirstData);

describe('seedPortalHomeFirstData', () => {
  it('puts the answers of the page’s head under the keys BannerCarousel and HomeNoticeBlock ask, once', () => {
    writeFirstData(JSON.stringify(answers));
    const client = createQueryClient();
    seedPortalHomeFirstData(client);
    expect(client.getQueryData(siteKeys.banners('home-top'))).toEqual(answers.top);
    expect(client.getQueryData(siteKeys.banners('home-middle'))).toEqual([]);
    // The server's head asks findTopNewNoticeList with pageSize=10 (apps/server/src/modules/seo/portal-home.ts).
    expect(client.getQueryData(articleKeys.list('topNotices', { pageSize: 10 }))).toEqual(answers.notices);
    // Dated when the server asked them, not now.
    expect(client.getQueryState(siteKeys.banners('home-top'))?.dataUpdatedAt).toBe(askedAt);
    expect(document.getElementById('coal-first-data')).toBeNull();
  });

  it('does nothing without the answers, or with unreadable ones', () => {
    const client = createQueryClient();
    seedPortalHomeFirstData(client);
    writeFirstData('{not json');
    seedPortalHomeFirstData(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
