/**
 * Four eyes under load: 100 requests at once. One period holds one pending entry however
 * many makers submit together, and one entry is decided once however many checkers click
 * together — one approval step, one value, one release in the audit trail.
 */
import type { Assessment, AuditEntry, Page } from '@coal/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IDEMPOTENCY_HEADER } from '@coal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../../db/client.ts';
import { indexAssessments, indexAuditLog, indexValues, priceSubmissions } from '../../../db/schema/index.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { addDays, beijingToday } from '../../../lib/dates.ts';
import { nextOpenPeriod } from '../../../test/price-fixtures.ts';
import { startTestServer, startWithClients, type TestClient, type TestServer } from '../../../test/test-server.ts';

// Another product than index-production.routes.test.ts walks, so each file owns its periods.
const CODE = 'CCP-TC5000';
const clock = fixedClock(`${addDays(beijingToday(), 7)}T23:30:00+08:00`);
const PARALLEL = 100;

let server: TestServer, assessor: TestClient, approver: TestClient, admin: TestClient, member: TestClient;
let productId: number, period: string, last: number;

beforeAll(async () => {
  ({ server, assessor, approver, admin, member } = await startWithClients(
    { assessor: 'staff:assessor', approver: 'staff:approver', admin: 'staff:admin', member: 'member:member' },
    () => startTestServer({}, undefined, { clock }),
  ));
  ({ productId, last, period } = await nextOpenPeriod(server.app.db, CODE));
});
afterAll(() => server.close());

const pendingRows = () =>
  server.app.db
    .select()
    .from(indexAssessments)
    .where(and(eq(indexAssessments.productId, productId), eq(indexAssessments.period, period), eq(indexAssessments.status, 'pending')));

describe(`${PARALLEL} requests at once`, () => {
  let id: number;

  it('makers submitting one period together leave exactly one pending entry', async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        assessor.post<{ id: number }>('/api/admin/assessments/submit', {
          productCode: CODE,
          period,
          value: last + (i % 3),
          reason: '并发提交测试',
        }),
      ),
    );
    const accepted = answers.filter((a) => a.body.result);
    expect(accepted).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.body.result)) {
      expect(refused.status).toBeLessThan(500);
      expect(refused.body.code).toBe(1112);
    }
    const rows = await pendingRows();
    expect(rows.map((r) => r.id)).toEqual([accepted[0]!.body.data.id]);
    id = rows[0]!.id;
  });

  it('a contributing member’s submission sent again and again with one key is stored once', async () => {
    const count = async () => (await server.app.db.select().from(priceSubmissions).where(eq(priceSubmissions.productId, productId))).length;
    const before = await count();
    const body = { productCode: CODE, period, kind: 'deal', price: last, volume: 5000, calorific: 5000 };
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => member.post<{ id: number }>('/api/priceReport/submit', body, { [IDEMPOTENCY_HEADER]: 'report-once-0001' })),
    );
    expect(answers.every((a) => a.body.result === true)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await count()).toBe(before + 1);
  });

  it('checkers approving and rejecting one entry together decide it once', async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => {
        const checker = i % 2 ? approver : admin;
        return i % 5 === 4
          ? checker.post('/api/admin/assessments/reject', { id, reason: '并发驳回测试' })
          : checker.post('/api/admin/assessments/approve', { id });
      }),
    );
    const decided = answers.filter((a) => a.body.result);
    expect(decided).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.body.result)) {
      expect(refused.status).toBeLessThan(500);
      expect(refused.body.code).toBe(1107);
    }
    const [entry] = await server.app.db.select().from(indexAssessments).where(eq(indexAssessments.id, id));
    const audit = (await approver.get<AuditEntry[]>('/api/admin/assessments/audit', { productCode: CODE, period })).body.data;
    const count = (action: string) => audit.filter((a) => a.action === action).length;
    if (entry!.status === 'approved') {
      expect([count('approval'), count('release'), count('rejection')]).toEqual([1, 1, 0]);
      const [value] = await server.app.db
        .select()
        .from(indexValues)
        .where(and(eq(indexValues.productId, productId), eq(indexValues.period, period)));
      expect(value!.value).toBe(entry!.value);
    } else {
      expect(entry!.status).toBe('rejected');
      expect([count('approval'), count('release'), count('rejection')]).toEqual([0, 0, 1]);
    }
    const queue = (await approver.get<Page<Assessment>>('/api/admin/assessments/list', { status: 'pending', productCode: CODE })).body.data;
    expect(queue.list.some((a) => a.id === id)).toBe(false);
  });
});

describe('the migration that holds one pending entry per period', () => {
  it('rejects, with an audit step, entries that waited beside an earlier one, then holds the rule', async () => {
    const db = server.app.db;
    const later = addDays(period, 30);
    await db.execute(sql`DROP INDEX index_assessments_one_pending_idx`);
    const row = { kind: 'assessment' as const, productId, period: later, value: last, makerId: 'x', makerName: '演示评估员' };
    const [first, second] = await db.insert(indexAssessments).values([row, row]).returning({ id: indexAssessments.id });
    const migration = readFileSync(join(MIGRATIONS_DIR, '0024_one_pending_assessment.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const rows = await db
      .select()
      .from(indexAssessments)
      .where(and(eq(indexAssessments.productId, productId), eq(indexAssessments.period, later)));
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      [first!.id, 'pending'],
      [second!.id, 'rejected'],
    ]);
    const steps = await db.select().from(indexAuditLog).where(eq(indexAuditLog.assessmentId, second!.id));
    expect(steps.map((s) => s.action)).toEqual(['rejection']);
    await expect(db.insert(indexAssessments).values(row)).rejects.toThrow();
  });
});
