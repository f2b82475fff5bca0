import { COMPLAINT_REASONS, COMPLAINT_STATUS_NAMES, COMPLAINT_TARGET_NAMES, type ComplaintDetail, type ComplaintItem } from '@coal/contracts';
import { indexComplaintDeadlines } from '../index-production/index-complaints.ts';
import type { TargetView } from './complaint-targets.ts';
import type { ComplaintRow } from './complaints.repository.ts';

export function presentComplaint(row: ComplaintRow): ComplaintItem {
  const reason = row.reasonType;
  return {
    id: row.id,
    targetType: row.targetType,
    targetTypeName: COMPLAINT_TARGET_NAMES[row.targetType],
    targetId: row.targetId,
    targetTitle: row.targetTitle,
    memberName: row.memberName,
    reasonType: reason,
    reasonName: COMPLAINT_REASONS[reason] ?? row.reasonType,
    content: row.content,
    status: row.status,
    statusName: COMPLAINT_STATUS_NAMES[row.status],
    reply: row.reply,
    handlerName: row.handlerName,
    handleTime: row.handledAt ? row.handledAt.toISOString() : null,
    createTime: row.createdAt.toISOString(),
    ...(row.targetType === 'index' ? { targetPeriod: row.targetPeriod, ...indexComplaintDeadlines(row.createdAt, row.status) } : {}),
  };
}

export function presentComplaintDetail(row: ComplaintRow, target: TargetView | undefined): ComplaintDetail {
  return {
    ...presentComplaint(row),
    target: target
      ? {
          title: target.title,
          content: target.content,
          contentFormat: target.contentFormat,
          authorName: target.authorName,
          status: target.status,
          statusName: target.statusName,
        }
      : null,
  };
}
