import type { ArticleDetail, ArticleListItem, Page, PersonalStatistics, SimpleUserInfo } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle, memberNickname } from '../../test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { postForm } from '../content/content-test-helpers.ts';
import { testPng } from '../uploads/upload-test-files.ts';

let server: TestServer;
let member: TestClient;
let bidder: TestClient;
let tourist: TestClient;
let bidderId: string;
let memberId: string;
let bidderPost: ArticleListItem;

beforeAll(async () => {
  server = await startTestServer();
  tourist = await server.client();
  member = await server.member();
  bidder = await server.member('bidder');
  memberId = (await member.get<{ userId: string }>('/api/user/getUserInfo', { pageType: 'portal' })).body.data.userId;
  bidderId = (await bidder.get<{ userId: string }>('/api/user/getUserInfo', { pageType: 'portal' })).body.data.userId;
  const built = await buildArticle(server.database.db, { author: 'bidder' });
  const feed = await tourist.get<Page<ArticleListItem>>('/api/article/findDynamicList', { pageSize: 50 });
  bidderPost = feed.body.data.list.find((a) => a.id === built.id)!;
});
afterAll(() => server.close());

describe('follows, fans, thumbs-up and forwards', () => {
  it('follows an author: follow list, fans list, followed articles; toggles back', async () => {
    const follow = await member.get<{ isFollowed: boolean; followCount: number }>('/api/common/follow', { type: 'user', id: bidderId });
    expect(follow.body.data).toMatchObject({ isFollowed: true, followCount: 1 });
    const following = await member.get<Page<SimpleUserInfo>>('/api/user/getFollowList');
    expect(following.body.data.list.map((u) => u.userId)).toEqual([bidderId]);
    expect(following.body.data.list[0]).toMatchObject({ nickname: memberNickname('bidder'), isFollowed: true, fansCount: 1 });
    const fans = await tourist.get<Page<SimpleUserInfo>>('/api/user/getFansList', { userId: bidderId });
    expect(fans.body.data.list.map((u) => u.userId)).toEqual([memberId]);
    const feed = await member.get<Page<ArticleListItem>>('/api/article/myFollowArticles', { pageSize: 50 });
    // 我的收藏 holds collected articles only: following an author does not add theirs.
    expect(feed.body.data.list.map((a) => a.id)).not.toContain(bidderPost.id);
    const info = await member.get<SimpleUserInfo>('/api/user/getSimpleUserInfo', { userId: bidderId });
    expect(info.body.data).toMatchObject({ isFollowed: true, fansCount: 1, isExpert: '0' });
    expect((await member.get('/api/common/follow', { type: 'user', id: memberId })).body.message).toBe('不能关注自己');
    expect((await member.get<{ isFollowed: boolean }>('/api/common/follow', { type: 'user', id: bidderId })).body.data.isFollowed).toBe(false);
    expect((await tourist.get<Page<SimpleUserInfo>>('/api/user/getFansList', { userId: bidderId })).body.data.total).toBe(0);
  });

  it('follows an article, thumbs it up (toggle) and forwards it', async () => {
    const id = bidderPost.id;
    expect((await member.get<{ isFollowed: boolean }>('/api/common/follow', { type: 'article', id })).body.data.isFollowed).toBe(true);
    const up = await member.get<{ isThumbsUp: boolean; thumbsUpCount: number }>('/api/common/thumbsUp', { id });
    expect(up.body.data).toMatchObject({ isThumbsUp: true, thumbsUpCount: bidderPost.thumbsUpCount + 1 });
    const detail = await member.get<ArticleDetail>('/api/article/getArticleDetail', { id });
    expect(detail.body.data).toMatchObject({ isThumbsUp: true, isFollowed: true, isAuthorFollowed: false });
    const down = await member.get<{ isThumbsUp: boolean; thumbsUpCount: number }>('/api/common/thumbsUp', { id });
    expect(down.body.data).toMatchObject({ isThumbsUp: false, thumbsUpCount: bidderPost.thumbsUpCount });
    const fwd = await tourist.post<{ forwardCount: number }>('/api/article/forwardArticle', { id, channel: 'wechat' });
    expect(fwd.body.data.forwardCount).toBe(bidderPost.forwardCount + 1);
    expect((await tourist.get('/api/common/thumbsUp', { id })).body.code).toBe(401);
  });

  it('counts the personal statistics', async () => {
    const stats = await member.get<PersonalStatistics>('/api/user/personalStatistics');
    expect(stats.body.data).toMatchObject({ articleCount: 1, unpublishCount: 3, rejectCount: 1, questionCount: 4, followArticleCount: 1, followCount: 0 });
    expect(stats.body.data.viewReceived).toBeGreaterThan(0);
    // The 我的收藏 count agrees with its list.
    const collected = await member.get<Page<ArticleListItem>>('/api/article/myFollowArticles', { pageSize: 50 });
    expect(collected.body.data.total).toBe(stats.body.data.followArticleCount);
  });
});

describe('profile editing and uploads', () => {
  it('edits nickname, introduction and avatar (multipart); the nickname follows onto the posts', async () => {
    const res = await postForm<SimpleUserInfo>(
      `${server.url}/api/user/editUser`,
      member.token,
      { nickname: '晋能贸易 新昵称', introduction: '专注动力煤贸易（测试）' },
      [{ field: 'avatar', data: testPng(), name: 'a.png', type: 'image/png' }],
    );
    expect(res.body.data).toMatchObject({ nickname: '晋能贸易 新昵称', introduction: '专注动力煤贸易（测试）' });
    expect(res.body.data.avatarUrl).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.png$/);
    const mine = await member.get<Page<ArticleListItem>>('/api/article/myArticles', { status: 'published' });
    expect(mine.body.data.list[0]!.authorName).toBe('晋能贸易 新昵称');
    const bad = await postForm(`${server.url}/api/user/editUser`, member.token, { nickname: '一' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^昵称为2-20个字符/);
    const notImage = await postForm(`${server.url}/api/user/editUser`, member.token, {}, [
      { field: 'avatar', data: Buffer.from('<script>x</script>'), name: 'a.png', type: 'image/png' },
    ]);
    expect(notImage.status).toBe(415);
  });

  it('uploads an editor image for members and staff, answering data.filePath; not for tourists', async () => {
    const res = await postForm<{ filePath: string; url: string }>(`${server.url}/api/banner/uploadImage`, member.token, {}, [
      { field: 'file', data: testPng(), name: '图.png', type: 'image/png' },
    ]);
    expect(res.body).toMatchObject({ code: 0, result: true });
    expect(res.body.data.filePath).toMatch(/^\d{4}\/\d{2}\/[a-f0-9]{32}\.png$/);
    expect(res.body.data.url).toBe(`/uploads/${res.body.data.filePath}`);
    const anon = await postForm(`${server.url}/api/banner/uploadImage`, tourist.token, {}, [
      { field: 'file', data: testPng(), name: '图.png', type: 'image/png' },
    ]);
    expect(anon.body).toMatchObject({ result: false, code: 401 });
  });
});
