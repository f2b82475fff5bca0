import type { ExpertProfile } from '@coal/contracts';
import { fileUrl } from '../uploads/index.ts';
import type { ExpertProfileView } from './expert-profiles.repository.ts';

export function presentExpert(row: ExpertProfileView, base: string): ExpertProfile {
  return {
    id: row.memberId,
    loginId: row.loginId,
    name: row.name,
    photoPath: row.photoPath,
    photoUrl: fileUrl(base, row.photoPath),
    title: row.title,
    organization: row.organization,
    introduction: row.introduction,
    expertTypes: row.types,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    answerCount: row.answerCount,
    answeredQuestionCount: row.answeredQuestionCount,
    thumbsUpReceived: row.thumbsUpReceived,
    lastAnswerTime: row.lastAnswerAt ? row.lastAnswerAt.toISOString() : null,
  };
}
