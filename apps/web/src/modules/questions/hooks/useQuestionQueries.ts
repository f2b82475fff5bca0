import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Params } from '../../../lib/http/index.ts';
import {
  fetchAnswers,
  fetchExperts,
  fetchExpertTypes,
  fetchMyAnswers,
  fetchMyQuestions,
  fetchQuestionDetail,
  fetchQuestions,
  fetchToBeAnswered,
  fetchToBeAnsweredCount,
  fetchTopQuestions,
  questionKeys,
} from '../api/questionsApi.ts';

const paged = { placeholderData: keepPreviousData };

/** GET findQuestionList */
export const useQuestionListQuery = (params: Params) => useQuery({ queryKey: questionKeys.list(params), queryFn: () => fetchQuestions(params), ...paged });
/** GET findTopQuestions */
export const useTopQuestionsQuery = (size = 6) => useQuery({ queryKey: questionKeys.top(size), queryFn: () => fetchTopQuestions(size) });
/** GET getQuestionDetail */
export const useQuestionDetailQuery = (id: number | null) =>
  useQuery({ queryKey: questionKeys.detail(id ?? 0), queryFn: () => fetchQuestionDetail(id!), enabled: id !== null, staleTime: 0 });
/** GET getAnswers */
export const useAnswersQuery = (params: Params & { questionId: number | null }) =>
  useQuery({ queryKey: questionKeys.answers(params), queryFn: () => fetchAnswers(params), enabled: params.questionId !== null, ...paged });
/** GET myQuestionList (member) */
export const useMyQuestionsQuery = (params: Params) => useQuery({ queryKey: questionKeys.mine(params), queryFn: () => fetchMyQuestions(params), ...paged });
/** GET myAnswerList (expert) */
export const useMyAnswersQuery = (params: Params, enabled = true) =>
  useQuery({ queryKey: questionKeys.myAnswers(params), queryFn: () => fetchMyAnswers(params), enabled, ...paged });
/** GET toBeAnsweredQuestions (expert) */
export const useToBeAnsweredQuery = (params: Params, enabled = true) =>
  useQuery({ queryKey: questionKeys.toBeAnswered(params), queryFn: () => fetchToBeAnswered(params), enabled, ...paged });
/** GET toBeAnsweredQuestionCount (expert) */
export const useToBeAnsweredCountQuery = (enabled = true) => useQuery({ queryKey: questionKeys.toBeAnsweredCount, queryFn: fetchToBeAnsweredCount, enabled });
/** GET getExpertList */
export const useExpertListQuery = (params: Params) => useQuery({ queryKey: questionKeys.experts(params), queryFn: () => fetchExperts(params), ...paged });
/** GET /api/expertType/selectAllByModel */
export const useExpertTypesQuery = () => useQuery({ queryKey: questionKeys.expertTypes, queryFn: fetchExpertTypes, staleTime: 5 * 60_000 });
