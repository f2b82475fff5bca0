/**
 * Next releases (holidays skipped), the release archive with a correction's original and
 * corrected value, and market commentary: sanitised, embargoed, found by the site search.
 */
import { approvePending } from '../../test/approvals.ts';
import type { ArchiveDay, IndexCommentary, NextRelease, SearchResultPage } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { insertFixtures } from '../../test/price-fixtures.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

const clock = fixedClock('2020-03-01T12:00:00+08:00');
let server: TestServer;
let tourist: TestClient;
let staff: TestClient;
let ids: Map<string, number>;

beforeAll(async () => {
  server = await startTestServer({}, undefined, { clock });
  ids = await insertFixtures(server.app.db, 'TSTCA', [
    {
      code: 'TC-D',
      points: [
        ['2020-01-02', 100],
        ['2020-01-03', 110],
        ['2020-02-04', 125],
      ],
    },
    { code: 'TC-M', frequency: 'monthly', releaseTime: '15:00', points: [['2020-01-01', 800]] },
    { code: 'TC-F', points: [['2099-01-05', 1]] },
  ]);
  tourist = await server.client();
  staff = await server.staff('editor');
});
afterAll(() => server.close());

describe('next releases', () => {
  it('skips holidays and today once its release time has passed', async () => {
    // Thursday 2026-09-24 11:00: the daily 10:00 release has passed; 09-25 to 09-27 are holidays.
    clock.set('2026-09-24T11:00:00+08:00');
    try {
      const list = (await tourist.get<NextRelease[]>('/api/priceIndex/nextReleases')).body.data;
      expect(list.find((r) => r.code === 'TC-D')).toMatchObject({ date: '2026-09-28', time: '10:00' });
      // Monthly: the month's last trading day is the 30th.
      expect(list.find((r) => r.code === 'TC-M')).toMatchObject({ date: '2026-09-30', time: '15:00' });
      clock.set('2026-09-24T09:00:00+08:00');
      const before = (await tourist.get<NextRelease[]>('/api/priceIndex/nextReleases')).body.data;
      expect(before.find((r) => r.code === 'TC-D')!.date).toBe('2026-09-24');
    } finally {
      clock.set('2020-03-01T12:00:00+08:00');
    }
  });
});

describe('archive', () => {
  it('lists what was published on a date, with a correction’s original and corrected value', async () => {
    const fix = await staff.post('/api/admin/indexValues/update', {
      productId: ids.get('TC-D'),
      period: '2020-01-03',
      value: 111,
      confirmed: 'true',
      reason: '测试',
    });
    expect(fix.body.result, fix.body.message).toBe(true);
    await approvePending(server);
    const day = (await tourist.get<ArchiveDay>('/api/priceIndex/archive', { date: '2020-01-03' })).body.data;
    const release = day.releases.find((r) => r.code === 'TC-D')!;
    expect(release).toMatchObject({ period: '2020-01-03', value: 111, time: '10:00' });
    expect(release.revisions).toMatchObject([{ previousValue: 110, newValue: 111 }]);
    // The correction is also listed on the day it was issued.
    const issued = (await tourist.get<ArchiveDay>('/api/priceIndex/archive', { date: '2020-03-01' })).body.data;
    expect(issued.corrections).toMatchObject([{ code: 'TC-D', period: '2020-01-03', previousValue: 110, newValue: 111 }]);
  });

  it('shows a monthly value on its month’s last trading day', async () => {
    const day = (await tourist.get<ArchiveDay>('/api/priceIndex/archive', { date: '2020-01-31' })).body.data;
    expect(day.releases.find((r) => r.code === 'TC-M')).toMatchObject({ period: '2020-01-01', value: 800 });
    expect(day.releases.some((r) => r.code === 'TC-D')).toBe(false);
  });

  it('does not record a change made before the release', async () => {
    clock.set('2020-02-04T09:00:00+08:00');
    try {
      await staff.post('/api/admin/indexValues/update', { productId: ids.get('TC-D'), period: '2020-02-04', value: 126, confirmed: 'true', reason: '测试' });
      await approvePending(server);
    } finally {
      clock.set('2020-03-01T12:00:00+08:00');
    }
    const day = (await tourist.get<ArchiveDay>('/api/priceIndex/archive', { date: '2020-02-04' })).body.data;
    expect(day.releases.find((r) => r.code === 'TC-D')).toMatchObject({ value: 126, revisions: [] });
  });

  it('keeps the original when an import overwrites a published value', async () => {
    const csv = '指数代码,日期,数值\r\nTC-D,2020-01-02,101\r\n';
    const checked = await staff.postMultipart<{ importId: string }>('/api/admin/indexValues/import/validate', [{ data: csv, name: 'fix.csv' }]);
    expect((await staff.post('/api/admin/indexValues/import/commit', { importId: checked.body.data.importId })).body.result).toBe(true);
    await approvePending(server);
    const day = (await tourist.get<ArchiveDay>('/api/priceIndex/archive', { date: '2020-01-02' })).body.data;
    expect(day.releases.find((r) => r.code === 'TC-D')).toMatchObject({ value: 101, revisions: [{ previousValue: 100, newValue: 101 }] });
  });

  it('refuses a bad date', async () => {
    const res = await tourist.get('/api/priceIndex/archive', { date: '2020-02-30' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('日期不是有效日期');
  });
});

describe('commentary', () => {
  it('is sanitised, held back until its value is released, and found by the site search after', async () => {
    const saved = await staff.post('/api/admin/index-commentaries/save', {
      productId: ids.get('TC-D'),
      period: '2020-02-04',
      content: '<p>焦煤现货偏强<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
    });
    expect(saved.body.result).toBe(true);
    const detail = (await staff.get<IndexCommentary>('/api/admin/index-commentaries/detail', { productId: ids.get('TC-D'), period: '2020-02-04' })).body.data;
    expect(detail.content).toContain('焦煤现货偏强');
    expect(detail.content).not.toMatch(/script|onerror/);

    clock.set('2020-02-04T09:59:00+08:00');
    try {
      expect((await tourist.get<IndexCommentary[]>('/api/priceIndex/commentaries', { code: 'TC-D' })).body.data).toEqual([]);
      expect((await tourist.get('/api/priceIndex/commentary', { id: detail.id })).status).toBe(404);
      clock.set('2020-02-04T10:00:00+08:00');
      const list = (await tourist.get<IndexCommentary[]>('/api/priceIndex/commentaries', { code: 'TC-D' })).body.data;
      expect(list.map((c) => c.period)).toEqual(['2020-02-04']);
      expect((await tourist.get<IndexCommentary>('/api/priceIndex/commentary', { id: detail.id })).body.data.code).toBe('TC-D');
    } finally {
      clock.set('2020-03-01T12:00:00+08:00');
    }
    // The search document is visible from the release moment (2020, long past in real time).
    const hits = (await tourist.get<SearchResultPage>('/api/search/query', { q: '焦煤现货偏强' })).body.data.list;
    expect(hits.find((h) => h.kind === 'commentary')).toMatchObject({ id: detail.id, path: `/portal/IndexCommentary?id=${detail.id}` });
  });

  it('keeps the commentary of a release still ahead (in real time) out of the search', async () => {
    const saved = await staff.post('/api/admin/index-commentaries/save', {
      productId: ids.get('TC-F'),
      period: '2099-01-05',
      content: '<p>远期评述未发布</p>',
    });
    expect(saved.body.result).toBe(true);
    const hits = (await tourist.get<SearchResultPage>('/api/search/query', { q: '远期评述未发布' })).body.data.list;
    expect(hits).toEqual([]);
  });

  it('refuses a commentary without a value or without text', async () => {
    const noValue = await staff.post('/api/admin/index-commentaries/save', { productId: ids.get('TC-D'), period: '2020-01-06', content: '<p>无数据</p>' });
    expect(noValue.body).toMatchObject({ result: false, code: 2407 });
    const empty = await staff.post('/api/admin/index-commentaries/save', { productId: ids.get('TC-D'), period: '2020-01-02', content: '<p> </p>' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('请输入评述内容');
    const scriptOnly = await staff.post('/api/admin/index-commentaries/save', {
      productId: ids.get('TC-D'),
      period: '2020-01-02',
      content: '<script>x</script>',
    });
    expect(scriptOnly.body).toMatchObject({ result: false, message: '请输入评述内容' });
  });
});
