import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifier } from '../../../lib/http/notifier.ts';
import { toggleThumbsUp } from '../../articles/api/articlesApi.ts';
import { deleteAnswer, deleteQuestion, questionKeys, saveAnswer, saveQuestion, type QuestionInput } from '../api/questionsApi.ts';

function useInvalidate() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: questionKeys.all });
    void client.invalidateQueries({ queryKey: ['users'] });
  };
}

/** POST saveQuestion */
export function useSaveQuestionMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: QuestionInput) => saveQuestion(input),
    onSuccess: ({ message }) => {
      notifier.info(message || '提问成功');
      invalidate();
    },
  });
}

/** POST saveQuestionTest: screening only, nothing saved. */
export function useTestQuestionMutation() {
  return useMutation({ mutationFn: (input: QuestionInput) => saveQuestion(input, true) });
}

/** POST saveAnswer (experts) */
export function useSaveAnswerMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { questionId: number; content: string }) => saveAnswer(input.questionId, input.content),
    onSuccess: (message) => {
      notifier.info(message);
      invalidate();
    },
  });
}

/** GET deleteQuestion */
export function useDeleteQuestionMutation() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteQuestion, onSuccess: invalidate });
}

/** GET deleteAnswer */
export function useDeleteAnswerMutation() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteAnswer, onSuccess: invalidate });
}

/** GET /api/common/thumbsUp on an answer. */
export function useAnswerThumbsUpMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answerId: number) => toggleThumbsUp(answerId, 'answer'),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['questions', 'answers'] }),
  });
}
