/**
 * Alert evaluation with two real server processes polling one PostgreSQL database: every
 * released value notifies exactly once, whichever instance claims it (PostgreSQL only:
 * PGlite is single-process).
 */
import { approveAllAs } from '../../test/approvals.ts';
import type { IndexProduct, IndexValueRow, NotificationItem, Page } from '@coal/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataStore, type DataStore, type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { testEngine } from '../../test/test-database.ts';
import type { TestClient } from '../../test/test-server.ts';

const PERIODS = 6;

describe.skipIf(testEngine() !== 'postgres')('alerts with two instances', () => {
  let store: DataStore;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    store = await createDataStore();
    const env = { NOTIFY_POLL_MS: '50' };
    [a, b] = await Promise.all([startServerProcess(store, env), startServerProcess(store, env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await store?.dispose();
  });

  const alertsOf = async (member: TestClient) =>
    (await member.get<Page<NotificationItem>>('/api/notifications/list', { currentPage: 1, pageSize: 50 })).body.data.list.filter((n) =>
      n.kind.startsWith('price'),
    );

  /** Waits until both pollers have had time to take everything, and the count holds still. */
  async function settled(member: TestClient, expected: number): Promise<NotificationItem[]> {
    const deadline = Date.now() + 20_000;
    let list = await alertsOf(member);
    while (list.length < expected && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      list = await alertsOf(member);
    }
    await new Promise((r) => setTimeout(r, 500)); // any duplicate would have appeared by now
    return alertsOf(member);
  }

  it('notifies each released value once, and each correction once', async () => {
    const member = await a.client();
    expect((await member.login('member', 'Member@2026')).body.result).toBe(true);
    const staff = await b.client('0');
    expect((await staff.staffLogin('admin', 'Admin@2026')).body.result).toBe(true);
    const approver = await a.client('0');
    expect((await approver.staffLogin('approver', 'Approve@2026')).body.result).toBe(true);
    const product = (await member.get<IndexProduct>('/api/priceIndex/product', { code: 'CCP-TC5500' })).body.data;
    expect((await member.post('/api/alerts/create', { productId: product.id, kind: 'published' })).body.result).toBe(true);

    // Values of past (released) days, entered again: each is due at once, on both instances.
    const rows = (await staff.get<Page<IndexValueRow>>('/api/admin/indexValues/list', { productId: product.id, currentPage: 1, pageSize: 20 })).body.data.list;
    const past = rows.filter((r) => r.released).slice(0, PERIODS);
    // Released values cannot be deleted through the product: the setup removes them underneath.
    const db = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await db.connect();
    await db
      .query('DELETE FROM index_values WHERE product_id = $1 AND period = ANY($2::date[])', [product.id, past.map((r) => r.period)])
      .finally(() => db.end());
    for (const r of past)
      expect(
        (await staff.post('/api/admin/indexValues/add', { productId: product.id, period: r.period, value: r.value, confirmed: 'true', reason: '重新录入' }))
          .body.result,
      ).toBe(true);
    await approveAllAs(approver);

    const published = await settled(member, PERIODS);
    expect(published.length).toBe(PERIODS);
    expect(new Set(published.map((n) => n.body.slice(0, 10))).size).toBe(PERIODS);

    await staff.post('/api/admin/indexValues/update', { productId: product.id, period: past[0]!.period, value: past[0]!.value + 1 });
    await approveAllAs(approver);
    const after = await settled(member, PERIODS + 1);
    expect(after.filter((n) => n.kind === 'priceCorrection')).toHaveLength(1);
  }, 60_000);
});
