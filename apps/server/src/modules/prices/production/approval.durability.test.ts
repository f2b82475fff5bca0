/**
 * kill -9 while checkers approve, on the real server process: after a restart every entry is
 * either wholly approved (its value written, its approval and correction in the audit trail,
 * its correction notice published) or wholly pending (nothing of it written). Every
 * acknowledged approval is among the approved.
 */
import type { Page } from '@coal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client.ts';
import { addDays, beijingToday } from '../../../lib/dates.ts';
import { indexAssessments, indexAuditLog, indexNotices, indexValues } from '../../../db/schema/index.ts';
import { createDataStore, type DataStore, startServerProcess } from '../../../test/server-process.ts';
import type { TestClient } from '../../../test/test-server.ts';

const CODES = ['CCP-TC5500', 'CCP-TC5000', 'SX-J1'];
const PER_PRODUCT = 10; // one page of the values list
const CRASH_AFTER = 5; // acknowledged approvals, of 30 sent at once

interface Entry {
  id: number;
  code: string;
  productId: number;
  period: string;
  before: number;
  value: number;
}

/** Proposes a correction of each product's last PER_PRODUCT values (the maker: the editor). */
async function proposeCorrections(editor: TestClient): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const code of CODES) {
    const products = await editor.get<Page<{ id: number; code: string }>>('/api/admin/indexProducts/list', { keyword: code });
    const productId = products.body.data.list.find((p) => p.code === code)!.id;
    const values = await editor.get<Page<{ period: string; value: number }>>('/api/admin/indexValues/list', {
      productId,
      pageSize: PER_PRODUCT,
      to: addDays(beijingToday(), -3), // released periods: each approval publishes a correction notice
    });
    expect(values.body.result, values.body.message).toBe(true);
    for (const { period, value: before } of values.body.data.list) {
      const value = Math.round(before * 1.01 * 100) / 100;
      const res = await editor.post<{ id: number }>('/api/admin/indexValues/update', { productId, period, value, reason: '断电测试更正', confirmed: 'true' });
      expect(res.body.result, res.body.message).toBe(true);
      entries.push({ id: res.body.data.id, code, productId, period, before, value });
    }
  }
  return entries;
}

describe('kill -9 while approving (real server process)', () => {
  let store: DataStore | undefined;
  afterEach(async () => {
    await store?.dispose();
  });

  it('leaves every entry wholly approved or wholly pending, and keeps every acknowledged approval', { timeout: 240_000 }, async () => {
    store = await createDataStore();
    const server = await startServerProcess(store);
    const editor = await server.client('0');
    expect((await editor.staffLogin('editor', 'Editor@2026')).body.result).toBe(true);
    const entries = await proposeCorrections(editor);
    const approver = await server.client('0');
    expect((await approver.staffLogin('approver', 'Approve@2026')).body.result).toBe(true);

    const acknowledged = new Set<number>();
    let crashing: Promise<void> | null = null;
    await Promise.all(
      entries.map(async (e) => {
        try {
          const res = await approver.post('/api/admin/assessments/approve', { id: e.id });
          if (res.body.result !== true) return;
          acknowledged.add(e.id);
          if (acknowledged.size >= CRASH_AFTER && !crashing) crashing = server.crash();
        } catch {
          // The process is gone: never acknowledged.
        }
      }),
    );
    await (crashing ?? server.crash());
    expect(acknowledged.size).toBeGreaterThanOrEqual(CRASH_AFTER);

    // Recovery on the same data, then the record itself.
    const restarted = await startServerProcess(store);
    await restarted.stop();
    const database = await openDatabase({ databaseUrl: store.env.DATABASE_URL, dataDir: store.env.DATA_DIR ?? 'memory://' });
    try {
      const { db } = database;
      const ids = entries.map((e) => e.id);
      const status = new Map((await db.select().from(indexAssessments).where(inArray(indexAssessments.id, ids))).map((a) => [a.id, a.status]));
      const steps = await db.select().from(indexAuditLog).where(inArray(indexAuditLog.assessmentId, ids));
      const notices = await db.select().from(indexNotices).where(eq(indexNotices.kind, 'correction'));
      let approved = 0;
      for (const e of entries) {
        const state = status.get(e.id);
        if (acknowledged.has(e.id)) expect(state).toBe('approved');
        const [stored] = await db
          .select()
          .from(indexValues)
          .where(and(eq(indexValues.productId, e.productId), eq(indexValues.period, e.period)));
        const actions = steps.filter((s) => s.assessmentId === e.id).map((s) => s.action);
        const notice = notices.some((n) => n.content.includes(`${e.period} 的发布值由 ${e.before} `));
        const written = [stored!.value, actions.includes('approval'), actions.includes('correction'), notice];
        if (state === 'approved') {
          approved++;
          expect(written).toEqual([e.value, true, true, true]);
        } else {
          expect(state).toBe('pending');
          expect(written).toEqual([e.before, false, false, false]);
        }
      }
      expect(approved).toBeGreaterThanOrEqual(acknowledged.size);
      console.log(`${store.engine}: ${entries.length} corrections, ${acknowledged.size} approvals acknowledged, ${approved} approved after restart`);
    } finally {
      await database.close();
    }
  });
});
