/** Questions and answers with experts (spec §7 "Questions") and the expert types. */
import type { AnswerItem, ExpertProfile, ExpertType, Page, QuestionItem, SaveQuestionAnswer, SaveQuestionBodyInput } from '@coal/contracts';
import { http, unwrap, type Params } from '../../../lib/http/index.ts';

const QA = '/api/questionAnswer';

export const questionKeys = {
  all: ['questions'] as const,
  list: (params: Params) => ['questions', 'list', params] as const,
  top: (size: number) => ['questions', 'top', size] as const,
  detail: (id: number) => ['questions', 'detail', id] as const,
  answers: (params: Params) => ['questions', 'answers', params] as const,
  mine: (params: Params) => ['questions', 'mine', params] as const,
  myAnswers: (params: Params) => ['questions', 'myAnswers', params] as const,
  toBeAnswered: (params: Params) => ['questions', 'toBeAnswered', params] as const,
  toBeAnsweredCount: ['questions', 'toBeAnsweredCount'] as const,
  experts: (params: Params) => ['questions', 'experts', params] as const,
  expertTypes: ['expertTypes'] as const,
};

const page = async <T>(path: string, params: Params) => unwrap(await http.get<Page<T>>(`${QA}/${path}`, params));

export const fetchQuestions = (params: Params) => page<QuestionItem>('findQuestionList', params);
export const fetchMyQuestions = (params: Params) => page<QuestionItem>('myQuestionList', params);
export const fetchMyAnswers = (params: Params) => page<AnswerItem>('myAnswerList', params);
export const fetchToBeAnswered = (params: Params) => page<QuestionItem>('toBeAnsweredQuestions', params);
export const fetchAnswers = (params: Params) => page<AnswerItem>('getAnswers', params);
export const fetchExperts = (params: Params) => page<ExpertProfile>('getExpertList', params);

export async function fetchTopQuestions(size: number): Promise<QuestionItem[]> {
  const data = unwrap(await http.get<QuestionItem[] | Page<QuestionItem>>(`${QA}/findTopQuestions`, { size }));
  return Array.isArray(data) ? data : data.list;
}

export async function fetchQuestionDetail(id: number): Promise<QuestionItem> {
  return unwrap(await http.get<QuestionItem>(`${QA}/getQuestionDetail`, { id }));
}

export async function fetchToBeAnsweredCount(): Promise<number> {
  const data = unwrap(await http.get<number | { count: number }>(`${QA}/toBeAnsweredQuestionCount`));
  return typeof data === 'number' ? data : data.count;
}

export type QuestionInput = SaveQuestionBodyInput;

/** saveQuestion, or its dry run saveQuestionTest (screening only). */
export async function saveQuestion(input: QuestionInput, dryRun = false): Promise<{ data: SaveQuestionAnswer; message: string }> {
  const envelope = await http.post<SaveQuestionAnswer>(`${QA}/${dryRun ? 'saveQuestionTest' : 'saveQuestion'}`, { ...input });
  return { data: unwrap(envelope), message: envelope.message };
}

export async function saveAnswer(questionId: number, content: string): Promise<string> {
  const envelope = await http.post<unknown>(`${QA}/saveAnswer`, { questionId, content });
  unwrap(envelope);
  return envelope.message || '回答已提交';
}

export async function deleteQuestion(id: number): Promise<void> {
  unwrap(await http.get<null>(`${QA}/deleteQuestion`, { id }));
}

export async function deleteAnswer(id: number): Promise<void> {
  unwrap(await http.get<null>(`${QA}/deleteAnswer`, { id }));
}

export async function fetchExpertTypes(): Promise<ExpertType[]> {
  return unwrap(await http.get<ExpertType[]>('/api/expertType/selectAllByModel'));
}
