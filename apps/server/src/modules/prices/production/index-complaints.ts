/**
 * Complaints about an index's period (targetType `index`, targetId the product, with a
 * period): acknowledged within 3 working days and answered within 25, and never handled by a
 * person who assessed or approved that period.
 */
import { ERRORS, INDEX_COMPLAINT_ACK_DAYS, INDEX_COMPLAINT_ANSWER_DAYS, UNIT_NAMES, type ComplaintStatus } from '@coal/contracts';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { indexAssessments } from '../../../db/schema/index.ts';
import { refusedWith } from '../../../lib/errors.ts';
import { isTradingDay } from '../calendar.ts';
import { findProductById } from '../catalog.repository.ts';
import { addDays, beijingToday } from '../../../lib/dates.ts';
import { isReleased } from '../embargo.ts';
import { findValue } from '../values.repository.ts';
import { coversPeriod } from './assessments.repository.ts';

/** The working day `n` working days after `from` (weekends and the holiday calendar skipped). */
export function addWorkingDays(from: string, n: number): string {
  let day = from;
  for (let left = n; left > 0;) {
    day = addDays(day, 1);
    if (isTradingDay(day)) left -= 1;
  }
  return day;
}

/** An index period as a complaint's target: its released value, as the portal shows it. */
export async function loadIndexTarget(db: Database, productId: number, period: string | null | undefined, now = new Date()) {
  const product = await findProductById(db, productId);
  if (!product || !period) return undefined;
  const value = await findValue(db, productId, period);
  const released = !!value && isReleased(product, period, now);
  return {
    title: `${product.name}（${product.code}）${period}`,
    content: released ? `发布值：${value.value} ${UNIT_NAMES[product.unit]}` : '该期暂无发布值',
    contentFormat: 'text' as const,
    authorName: '价格评估',
    status: released ? 'published' : 'unpublished',
    statusName: released ? '已发布' : '未发布',
    visible: released,
  };
}

/** Refuses a handler who made or approved any entry of the complained period. */
export async function assertIndependentHandler(db: Database, staffId: string, productId: number, period: string | null): Promise<void> {
  if (!period) return;
  const [row] = await db
    .select({ id: indexAssessments.id })
    .from(indexAssessments)
    .where(and(coversPeriod(productId, period), or(eq(indexAssessments.makerId, staffId), eq(indexAssessments.checkerId, staffId))))
    .limit(1);
  if (row) throw refusedWith(ERRORS.handlerAssessed);
}

/** The deadlines of an index complaint and whether one has passed unmet. */
export function indexComplaintDeadlines(createdAt: Date, status: ComplaintStatus, now = new Date()) {
  const filed = beijingToday(createdAt);
  const ackDueDate = addWorkingDays(filed, INDEX_COMPLAINT_ACK_DAYS);
  const answerDueDate = addWorkingDays(filed, INDEX_COMPLAINT_ANSWER_DAYS);
  const today = beijingToday(now);
  const open = status === 'pending' || status === 'processing';
  const overdue = (status === 'pending' && today > ackDueDate) || (open && today > answerDueDate);
  return { ackDueDate, answerDueDate, overdue };
}
