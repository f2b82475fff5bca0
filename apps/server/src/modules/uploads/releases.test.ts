/**
 * Replaced and abandoned uploads leave storage (releases.ts): a replaced avatar or banner
 * stops answering once swept, a file another row still names stays, an upload no record took
 * goes after its day; every content table carries the release trigger. Uploads are throttled
 * per member and staff member, ten at once never all stored.
 */
import { MESSAGES, type SimpleUserInfo } from '@coal/contracts';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { testEngine } from '../../test/test-database.ts';
import { postForm } from '../content/content-test-helpers.ts';
import { NOT_REFERENCING_TABLES, referencingColumns } from './releases.ts';
import { postFile, testPng } from './upload-test-files.ts';

const MINUTE = 60_000;
let server: TestServer;
let member: TestClient;
let editor: TestClient;
beforeAll(async () => {
  // Limits out of the way here; the throttle has its own servers below.
  server = await startTestServer({ MEMBER_UPLOADS_PER_MINUTE: '1000', STAFF_UPLOADS_PER_MINUTE: '1000' });
  member = await server.member('expert');
  editor = await server.staff('editor');
});
afterAll(() => server.close());

const status = async (key: string) => (await fetch(`${server.url}/uploads/${key}`)).status;
const keyOfUrl = (url: string) => url.replace(/^\/uploads\//, '');
/** The sweep a few minutes from now: every release of this test is due. */
const sweepLater = () => server.app.sweepUploads(new Date(Date.now() + 5 * MINUTE));

async function newAvatar(client: TestClient = member): Promise<string> {
  const res = await postForm<SimpleUserInfo>(`${server.url}/api/user/editUser`, client.token, {}, [
    { field: 'avatar', data: testPng(), name: 'a.png', type: 'image/png' },
  ]);
  expect(res.status).toBe(200);
  return keyOfUrl(res.body.data.avatarUrl!);
}

async function staffUpload(): Promise<string> {
  const res = await postFile(`${server.url}/api/admin/ad/upload?kind=image`, editor.token, testPng(), 'banner.png', 'image/png');
  expect(res.status).toBe(200);
  return res.body.data.filePath as string;
}

describe('replaced files', () => {
  it('a member’s replaced avatar stops answering once swept; the new one stays', async () => {
    const first = await newAvatar();
    const second = await newAvatar();
    expect(await status(first)).toBe(200);
    // Not before its minute: a save naming it may still be under way.
    expect((await server.app.sweepUploads(new Date())).deleted).not.toContain(first);
    const swept = await sweepLater();
    expect(swept.deleted).toContain(first);
    expect(await status(first)).toBe(404);
    expect(await status(second)).toBe(200);
  });

  it('a replaced banner goes with its drawn widths; a file another row still names stays', async () => {
    const old = await staffUpload();
    const created = await editor.post<{ id: number }>('/api/admin/ad/create', { slot: 'home-top', title: '测试横幅', imagePath: old, sort: 1 });
    expect(created.body.result, created.body.message).toBe(true);
    expect((await fetch(`${server.url}/uploads/${old}?w=400`, { headers: { accept: 'image/webp' } })).status).toBe(200);
    // The same image in an article's text: the banner's replacement must not take it away from there.
    const shared = await staffUpload();
    const other = await editor.post<{ id: number }>('/api/admin/ad/create', { slot: 'home-top', title: '测试横幅二', imagePath: shared, sort: 2 });
    await server.app.db.execute(
      sql`UPDATE articles SET content = content || ${`<p><img src="/uploads/${shared}"></p>`} WHERE id = (SELECT min(id) FROM articles)`,
    );

    const fresh = await staffUpload();
    const update = (id: number, title: string, imagePath: string) => editor.post('/api/admin/ad/update', { id, slot: 'home-top', title, imagePath, sort: 1 });
    expect((await update(created.body.data.id, '测试横幅', fresh)).body.result).toBe(true);
    expect((await update(other.body.data.id, '测试横幅二', fresh)).body.result).toBe(true);
    const swept = await sweepLater();
    expect(swept.deleted).toContain(old);
    expect(swept.kept).toContain(shared);
    expect(await status(old)).toBe(404);
    expect((await fetch(`${server.url}/uploads/${old}?w=400`, { headers: { accept: 'image/webp' } })).status).toBe(404);
    expect(await status(shared)).toBe(200);
    expect(await status(fresh)).toBe(200);
  });

  it('an upload no record took goes after its day, not before', async () => {
    const abandoned = await staffUpload();
    expect((await sweepLater()).deleted).not.toContain(abandoned);
    expect((await server.app.sweepUploads(new Date(Date.now() + 25 * 60 * MINUTE))).deleted).toContain(abandoned);
    expect(await status(abandoned)).toBe(404);
  });

  it('every content table carries the release trigger; the log, index and cache tables do not', async () => {
    const columns = await referencingColumns(server.app.db);
    const rows = await server.app.db.execute(
      sql`SELECT event_object_table AS t FROM information_schema.triggers WHERE trigger_name = 'release_uploads' GROUP BY event_object_table`,
    );
    const triggered = ((rows as unknown as { rows?: Array<{ t: string }> }).rows ?? (rows as unknown as Array<{ t: string }>)).map((r) => r.t).sort();
    expect(triggered).toEqual([...columns.keys()].sort());
    for (const table of NOT_REFERENCING_TABLES) expect(triggered).not.toContain(table);
    expect(triggered).toEqual(expect.arrayContaining(['member_profiles', 'ad_slots', 'articles', 'research_reports', 'library_videos', 'expert_profiles']));
  });
});

describe('upload throttle', () => {
  const shared: Record<string, string> =
    testEngine() === 'postgres' && process.env.REDIS_URL ? { REDIS_KEY_PREFIX: `coaltest:${randomBytes(6).toString('hex')}:` } : {};
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ MEMBER_UPLOADS_PER_MINUTE: '5', STAFF_UPLOADS_PER_MINUTE: '3', ...shared });
    b = await startTestServer({ MEMBER_UPLOADS_PER_MINUTE: '5', STAFF_UPLOADS_PER_MINUTE: '3', ...shared });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const avatar = (at: TestServer, token: string) =>
    postForm(`${at.url}/api/user/editUser`, token, {}, [{ field: 'avatar', data: testPng(), name: 'a.png', type: 'image/png' }]);

  it('stores at most a member’s share of ten avatars sent at once, and says why for the rest', async () => {
    const client = await a.member('member');
    const answers = await Promise.all(Array.from({ length: 10 }, () => avatar(a, client.token!)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.body).toMatchObject({ result: false, code: 429, message: MESSAGES.uploadsThrottled });
  });

  it('throttles a staff member’s uploads too', async () => {
    const staff = await a.staff('editor');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postFile(`${a.url}/api/admin/ad/upload?kind=image`, staff.token, testPng(), 'b.png', 'image/png')),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it.runIf(Object.keys(shared).length > 0)('counts one member’s uploads across instances sharing Redis', async () => {
    const client = await a.member('bidder'); // the session is shared through Redis: the same token works on B
    const onA = await Promise.all(Array.from({ length: 3 }, () => avatar(a, client.token!)));
    const onB = await Promise.all(Array.from({ length: 3 }, () => avatar(b, client.token!)));
    expect([...onA, ...onB].filter((r) => r.status === 200)).toHaveLength(5);
  });
});
