/**
 * The database keeps the record whatever the application does: submissions, the audit trail
 * and methodology versions refuse UPDATE, DELETE and TRUNCATE (migration `index_append_only`).
 * And the methodology version in force: notice period, urgent changes, version per period.
 */
import type { Computation, MethodologyResult } from '@coal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { startWithClients, startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { addDays, beijingToday } from '../prices/dates.ts';

const CODE = 'CCP-TC5000';
const today = beijingToday();
const clock = fixedClock(`${today}T23:30:00+08:00`);
let server: TestServer, assessor: TestClient, tourist: TestClient;

beforeAll(async () => {
  ({ server, assessor, tourist } = await startWithClients({ assessor: 'staff:assessor', tourist: 'tourist' }, () => startTestServer({}, undefined, { clock })));
});
afterAll(() => server.close());

const refusal = async (statement: ReturnType<typeof sql>) => {
  try {
    await server.app.db.execute(statement);
    return null;
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
};

const countOf = async (table: string) =>
  ((await server.app.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!;

describe('append-only tables', () => {
  for (const table of ['price_submissions', 'index_audit_log', 'index_methodologies']) {
    it(`${table} refuses UPDATE, DELETE and TRUNCATE, and keeps its rows`, async () => {
      const before = await countOf(table);
      expect(before.n).toBeGreaterThan(0);
      expect(await refusal(sql`UPDATE ${sql.identifier(table)} SET id = id`)).toContain('append-only');
      expect(await refusal(sql`DELETE FROM ${sql.identifier(table)}`)).toContain('append-only');
      expect(await refusal(sql`TRUNCATE ${sql.identifier(table)} CASCADE`)).toContain('append-only');
      const after = await countOf(table);
      expect(after.n).toBe(before.n);
    });
  }

  it('still takes new rows', async () => {
    expect(await refusal(sql`INSERT INTO index_audit_log (actor, action, detail) VALUES ('测试', 'refused', '测试')`)).toBeNull();
  });
});

describe('methodology versions', () => {
  const rules = { weighting: 'equal', outlierPercent: 2, minDeals: 2, minContributors: 2 };
  const save = (effectiveFrom: string, extra: Record<string, unknown> = {}) =>
    assessor.post<{ version: number }>('/api/admin/methodologies/save', {
      productCode: CODE,
      effectiveFrom,
      text: '新版编制方法（测试）',
      rules: JSON.stringify(rules),
      ...extra,
    });

  it('refuses a change announced less than the notice period ahead, unless urgent with a reason', async () => {
    const soon = await save(addDays(today, 5));
    expect(soon.body).toMatchObject({ result: false, code: 1109 });
    expect(soon.body.message).toContain(addDays(today, 30));
    expect((await save(addDays(today, 5), { urgent: 'true' })).body).toMatchObject({ result: false, code: 1111 });
    expect((await save(addDays(today, -1), { urgent: 'true', reason: '测试' })).body.code).toBe(400);
  });

  it('saves a version announced ahead: published with its date, the old one stays in force for earlier periods', async () => {
    const effective = addDays(today, 31);
    const saved = await save(effective);
    expect(saved.body.result, saved.body.message).toBe(true);
    const version = saved.body.data.version;
    expect(version).toBe(2);
    const m = (await tourist.get<MethodologyResult>('/api/priceIndex/methodology', { code: CODE })).body.data;
    expect(m).toMatchObject({ inForceVersion: 1, announced: { version: 2, effectiveFrom: effective } });
    expect(m.versions.find((v) => v.version === 2)).toMatchObject({ announced: true, inForce: false, rules: { weighting: 'equal' } });
    const computed = (await assessor.post<Computation>('/api/admin/assessments/compute', { productCode: CODE, period: today })).body.data;
    expect(computed.methodologyVersion).toBe(1);
    // Versions are immutable: the database refuses an edit even by hand.
    expect(await refusal(sql`UPDATE index_methodologies SET effective_from = ${today} WHERE version = 2`)).toContain('append-only');
  });

  it('an urgent change with a reason takes effect in force on its date', async () => {
    const saved = await save(today, { urgent: 'true', reason: '市场异常波动，紧急调整' });
    expect(saved.body.result, saved.body.message).toBe(true);
    const computed = (await assessor.post<Computation>('/api/admin/assessments/compute', { productCode: CODE, period: today })).body.data;
    expect(computed.methodologyVersion).toBe(saved.body.data.version);
    const before = (await assessor.post<Computation>('/api/admin/assessments/compute', { productCode: CODE, period: addDays(today, -7) })).body.data;
    expect(before.methodologyVersion).toBe(1);
  });
});
