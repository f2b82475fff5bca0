/** Questions and answers with experts (spec §7 "Questions"), expert types and profiles. */
import { z } from 'zod';
import { requiredText } from './common.ts';
import type { ScreeningHit } from './content-admin.ts';
import {
  filePathField,
  flagField,
  IMAGE_PATH,
  idField,
  optionalField,
  optionalIdField,
  optionalText,
  sortField,
  withPage,
  stringField,
  numberField,
} from './fields.ts';

export const QUESTION_STATUSES = ['pending', 'published', 'rejected', 'withdrawn'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
export const QUESTION_STATUS_NAMES: Record<QuestionStatus, string> = { pending: '待审核', published: '已发布', rejected: '已驳回', withdrawn: '已下线' };

const memberIdField = stringField('缺少专家编号')
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: '专家编号有误' });

export const questionIdQuery = z.object({ id: idField('缺少问题编号') });
export type QuestionIdQuery = z.output<typeof questionIdQuery>;
export type QuestionIdQueryInput = z.input<typeof questionIdQuery>;
export const answerIdQuery = z.object({ id: idField('缺少回答编号') });
export type AnswerIdQuery = z.output<typeof answerIdQuery>;
export type AnswerIdQueryInput = z.input<typeof answerIdQuery>;
export const questionListQuery = withPage(
  z.object({
    keyword: optionalText(100),
    expertTypeId: optionalIdField(),
    expertId: optionalField(memberIdField),
    /** 1: answered only, 0: unanswered only. */
    answered: optionalField(z.enum(['0', '1'], { error: 'answered 只能是 0 或 1' })),
  }),
);
export type QuestionListQuery = z.output<typeof questionListQuery>;
export type QuestionListQueryInput = z.input<typeof questionListQuery>;
export const myQuestionsQuery = withPage(z.object({ status: optionalField(z.enum(QUESTION_STATUSES, { error: '状态有误' })) }));
export type MyQuestionsQuery = z.output<typeof myQuestionsQuery>;
export type MyQuestionsQueryInput = z.input<typeof myQuestionsQuery>;
export const answersQuery = withPage(z.object({ questionId: idField('缺少问题编号') }));
export type AnswersQuery = z.output<typeof answersQuery>;
export type AnswersQueryInput = z.input<typeof answersQuery>;
export const topQuestionsQuery = z.object({
  size: z.preprocess(
    (v: number | string | undefined) => (v === '' || v === undefined ? 5 : v),
    numberField('条数有误', (n) => n.int({ error: '条数有误' }).min(1, { error: '条数有误' }).max(50, { error: '条数有误' })),
  ),
});
export type TopQuestionsQuery = z.output<typeof topQuestionsQuery>;
export type TopQuestionsQueryInput = z.input<typeof topQuestionsQuery>;
export const expertListQuery = withPage(z.object({ expertTypeId: optionalIdField(), keyword: optionalText(50) }));
export type ExpertListQuery = z.output<typeof expertListQuery>;
export type ExpertListQueryInput = z.input<typeof expertListQuery>;

/** POST saveQuestion / saveQuestionTest. With `id`: edit an own pending or rejected question. */
export const saveQuestionBody = z.object({
  id: optionalIdField(),
  title: requiredText('请输入问题标题', 100),
  content: optionalText(5000),
  expertTypeId: optionalIdField(),
  expertId: optionalField(memberIdField),
});
export type SaveQuestionBody = z.output<typeof saveQuestionBody>;
export type SaveQuestionBodyInput = z.input<typeof saveQuestionBody>;
export const saveAnswerBody = z.object({
  questionId: idField('缺少问题编号'),
  content: requiredText('请输入回答内容', 10_000),
});
export type SaveAnswerBody = z.output<typeof saveAnswerBody>;
export type SaveAnswerBodyInput = z.input<typeof saveAnswerBody>;

export interface QuestionItem {
  id: number;
  title: string;
  content: string;
  authorId: string;
  authorName: string;
  expertTypeId: number | null;
  expertTypeName: string;
  expertId: string;
  expertName: string;
  status: QuestionStatus;
  statusName: string;
  rejectReason: string;
  isTop: boolean;
  viewCount: number;
  answerCount: number;
  createTime: string;
}

export interface AnswerItem {
  id: number;
  questionId: number;
  questionTitle: string;
  content: string;
  expertId: string;
  expertName: string;
  expertTitle: string;
  expertPhotoUrl: string;
  status: QuestionStatus;
  statusName: string;
  rejectReason: string;
  thumbsUpCount: number;
  isThumbsUp: boolean;
  createTime: string;
}

export interface SaveQuestionAnswer {
  id: number | null;
  status: QuestionStatus | null;
  /** true: published at once; false: held for review because of the hits. */
  pass: boolean;
  hits: ScreeningHit[];
}

// ---- expert types ----

/** GET /api/expertType/selectAllByModel: all types matching the given fields (a query by example). */
export const expertTypeQuery = z.object({ id: optionalIdField(), name: optionalText(30) });
export type ExpertTypeQuery = z.output<typeof expertTypeQuery>;
export type ExpertTypeQueryInput = z.input<typeof expertTypeQuery>;
export const expertTypeSaveBody = z.object({
  id: optionalIdField(),
  name: requiredText('请输入专家类型名称', 30),
  description: optionalText(200),
  sortOrder: sortField,
});
export type ExpertTypeSaveBody = z.output<typeof expertTypeSaveBody>;
export type ExpertTypeSaveBodyInput = z.input<typeof expertTypeSaveBody>;
export const expertTypeDeleteQuery = z.object({ id: idField('缺少专家类型编号') });
export type ExpertTypeDeleteQuery = z.output<typeof expertTypeDeleteQuery>;
export type ExpertTypeDeleteQueryInput = z.input<typeof expertTypeDeleteQuery>;

export interface ExpertType {
  id: number;
  name: string;
  description: string;
  sortOrder: number;
  expertCount: number;
}

// ---- expert profiles ----

export interface ExpertProfile {
  /** The expert's member id. */
  id: string;
  loginId: string;
  name: string;
  photoPath: string;
  photoUrl: string;
  title: string;
  organization: string;
  introduction: string;
  expertTypes: Array<{ id: number; name: string }>;
  sortOrder: number;
  enabled: boolean;
  answerCount: number;
  answeredQuestionCount: number;
  thumbsUpReceived: number;
  lastAnswerTime: string | null;
}

export const expertProfileListQuery = withPage(z.object({ keyword: optionalText(50), expertTypeId: optionalIdField() }));
export type ExpertProfileListQuery = z.output<typeof expertProfileListQuery>;
export type ExpertProfileListQueryInput = z.input<typeof expertProfileListQuery>;
export const expertProfileQuery = z.object({ id: memberIdField });
export type ExpertProfileQuery = z.output<typeof expertProfileQuery>;
export type ExpertProfileQueryInput = z.input<typeof expertProfileQuery>;
export const expertCandidateQuery = z.object({ keyword: optionalText(50) });
export type ExpertCandidateQuery = z.output<typeof expertCandidateQuery>;
export type ExpertCandidateQueryInput = z.input<typeof expertCandidateQuery>;
/** Create (loginId of an existing member) or update (id) an expert profile. */
export const expertProfileSaveBody = z
  .object({
    id: optionalField(memberIdField),
    loginId: optionalText(64),
    name: requiredText('请输入专家姓名', 30),
    photoPath: optionalField(filePathField(IMAGE_PATH, '照片有误，请重新上传')),
    title: optionalText(50),
    organization: optionalText(100),
    introduction: optionalText(2000),
    expertTypeIds: z.preprocess(
      (v: string | (number | string)[] | undefined) => (v === '' || v === undefined ? [] : typeof v === 'string' ? v.split(',') : v),
      z
        .array(
          numberField('专家类型有误', (n) =>
            n.int({ error: '专家类型有误' }).positive({ error: '专家类型有误' }).max(2_147_483_647, { error: '专家类型有误' }),
          ),
          { error: '专家类型有误' },
        )
        .max(20, { error: '专家类型最多20个' }),
    ),
    sortOrder: sortField,
    enabled: flagField(true),
  })
  .refine((v) => v.id || v.loginId, { error: '请选择要设为专家的会员', path: ['loginId'] });
export type ExpertProfileSaveBody = z.output<typeof expertProfileSaveBody>;
export type ExpertProfileSaveBodyInput = z.input<typeof expertProfileSaveBody>;

export interface ExpertCandidate {
  id: string;
  loginId: string;
  nickname: string;
  isExpert: boolean;
}
