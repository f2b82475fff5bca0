import { QUESTION_STATUS_NAMES, type AnswerItem, type QuestionItem } from '@coal/contracts';
import { fileUrl } from '../uploads/index.ts';
import type { AnswerListRow, QuestionListRow } from './questions.repository.ts';

export function presentQuestion(row: QuestionListRow): QuestionItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    authorId: row.memberId,
    authorName: row.authorName,
    expertTypeId: row.expertTypeId,
    expertTypeName: row.expertTypeName,
    expertId: row.expertId ?? '',
    expertName: row.expertName,
    status: row.status,
    statusName: QUESTION_STATUS_NAMES[row.status],
    rejectReason: row.status === 'rejected' ? row.rejectReason : '',
    isTop: row.isTop,
    viewCount: row.viewCount,
    answerCount: row.answerCount,
    createTime: row.createdAt.toISOString(),
  };
}

export function presentAnswer(row: AnswerListRow, base: string, thumbed: ReadonlySet<number> = new Set()): AnswerItem {
  return {
    id: row.id,
    questionId: row.questionId,
    questionTitle: row.questionTitle,
    content: row.content,
    expertId: row.expertId,
    expertName: row.authorName,
    expertTitle: row.expertTitle,
    expertPhotoUrl: fileUrl(base, row.expertPhotoPath),
    status: row.status,
    statusName: QUESTION_STATUS_NAMES[row.status],
    rejectReason: row.status === 'rejected' ? row.rejectReason : '',
    thumbsUpCount: row.thumbsUpCount,
    isThumbsUp: thumbed.has(row.id),
    createTime: row.createdAt.toISOString(),
  };
}
