import { type ComplaintHandleBody, ERRORS } from '@coal/contracts';
import type { ComplaintReason, ComplaintStatus, ComplaintTarget } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound, refusedWith } from '../../lib/errors.ts';
import { assertIndependentHandler } from '../index-production/index-complaints.ts';
import type { MemberRow } from '../auth/member.repository.ts';
import { notify } from '../alerts/notify.ts';
import { loadTarget, offlineTarget } from './complaint-targets.ts';
import { type ComplaintRow, findComplaint, findOpenComplaint, insertComplaint, updateComplaint } from './complaints.repository.ts';

/** Which status may follow which: finished complaints stay finished. */
const NEXT: Record<ComplaintStatus, ComplaintStatus[]> = {
  pending: ['processing', 'resolved', 'rejected'],
  processing: ['resolved', 'rejected'],
  resolved: [],
  rejected: [],
};

export async function fileComplaint(
  db: Database,
  member: MemberRow,
  input: { targetType: ComplaintTarget; targetId: number; period?: string; reasonType: ComplaintReason; content?: string },
  now = new Date(),
): Promise<ComplaintRow> {
  const period = input.targetType === 'index' ? input.period : undefined;
  if (input.targetType === 'index' && !period) throw badRequest('请选择投诉的指数日期');
  const target = await loadTarget(db, input.targetType, input.targetId, period, now);
  if (!target || !target.visible) throw notFound('投诉的内容不存在或已下线');
  if (await findOpenComplaint(db, member.id, input.targetType, input.targetId, period)) throw refusedWith(ERRORS.duplicate);
  return insertComplaint(db, {
    targetType: input.targetType,
    targetId: input.targetId,
    targetPeriod: period ?? null,
    targetTitle: target.title.slice(0, 200),
    memberId: member.id,
    memberName: member.nickname,
    reasonType: input.reasonType,
    content: input.content ?? '',
  });
}

export type HandleInput = ComplaintHandleBody;

/** Staff handle a complaint: a reply is required to finish it; upheld ones may take the target offline. */
export async function handleComplaint(db: Database, handler: { id: string; name: string }, input: HandleInput): Promise<ComplaintRow> {
  const row = await findComplaint(db, input.id);
  if (!row) throw notFound('投诉不存在');
  if (row.targetType === 'index') await assertIndependentHandler(db, handler.id, row.targetId, row.targetPeriod);
  if (!NEXT[row.status].includes(input.status)) throw refusedWith(ERRORS.closed);
  if (input.status !== 'processing' && !input.reply) throw refusedWith(ERRORS.replyRequired);
  if (input.offlineTarget && input.status === 'resolved') await offlineTarget(db, row.targetType, row.targetId);
  return db.transaction(async (tx) => {
    const updated = (await updateComplaint(tx, row.id, {
      status: input.status,
      reply: input.reply ?? row.reply,
      handlerName: handler.name,
      handledAt: new Date(),
    }))!;
    if (input.reply && row.memberId)
      await notify(tx, {
        memberId: row.memberId,
        kind: 'complaintReply',
        title: `您对“${row.targetTitle.slice(0, 40)}”的投诉有了回复`,
        body: input.reply,
        link: 'portal/Personal',
      });
    return updated;
  });
}
