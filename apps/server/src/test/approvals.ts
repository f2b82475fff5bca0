/** Tests that write index values: approve what waits, as a second person would (four eyes). */
import { eq } from 'drizzle-orm';
import { indexAssessments } from '../db/schema/index.ts';
import { approveAssessment } from '../modules/index-production/decisions.ts';
import type { Page } from '@coal/contracts';
import type { TestClient, TestServer } from './test-server.ts';

const CHECKER = { id: 'test-checker', name: '测试审批人', loginId: 'test-checker', permissions: new Set<string>() };

/** Approves every pending entry (values, corrections, import batches) in the order they were made. */
export async function approvePending(server: TestServer): Promise<number> {
  const rows = await server.app.db
    .select({ id: indexAssessments.id })
    .from(indexAssessments)
    .where(eq(indexAssessments.status, 'pending'))
    .orderBy(indexAssessments.id);
  for (const r of rows) await approveAssessment(server.app.db, CHECKER, r.id, server.app.clock.now());
  // What an approval call would do over HTTP: its write invalidates the cached reads and pages.
  if (rows.length) await Promise.all([server.app.marketCache.invalidate(), server.app.seoCache.invalidate()]);
  return rows.length;
}

/** The same over HTTP, as a logged-in checker (for tests of server processes). */
export async function approveAllAs(approver: TestClient): Promise<number> {
  const list = (await approver.get<Page<{ id: number }>>('/api/admin/assessments/list', { status: 'pending', pageSize: 50 })).body.data.list;
  for (const a of list) await approver.post('/api/admin/assessments/approve', { id: a.id });
  return list.length;
}
