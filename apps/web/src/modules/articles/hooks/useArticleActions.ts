import type { ArticleDetail } from '@coal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifier } from '../../../lib/http/notifier.ts';
import { articleKeys, forwardArticle, publishArticle, toggleFollow, toggleThumbsUp, type PublishArticleInput } from '../api/articlesApi.ts';

/** GET /api/common/thumbsUp on an article: the detail shows the new state at once. */
export function useArticleThumbsUpMutation(articleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => toggleThumbsUp(articleId, 'article'),
    onSuccess: (answer) =>
      client.setQueryData<ArticleDetail>(articleKeys.detail(articleId), (old) =>
        old ? { ...old, isThumbsUp: answer.isThumbsUp, thumbsUpCount: answer.thumbsUpCount } : old,
      ),
  });
}

/** GET /api/common/follow for the article or its author. */
export function useArticleFollowMutation(articleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: { type: 'article' | 'user'; id: string | number }) => toggleFollow(target.type, target.id),
    onSuccess: (answer) => {
      client.setQueryData<ArticleDetail>(articleKeys.detail(articleId), (old) => {
        if (!old) return old;
        return answer.type === 'article' ? { ...old, isFollowed: answer.isFollowed } : { ...old, isAuthorFollowed: answer.isFollowed };
      });
      void client.invalidateQueries({ queryKey: articleKeys.list('myFollow', {}).slice(0, 3) });
      void client.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

/** POST /api/article/forwardArticle */
export function useForwardMutation(articleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (channel: string) => forwardArticle(articleId, channel),
    onSuccess: (answer) =>
      client.setQueryData<ArticleDetail>(articleKeys.detail(articleId), (old) => (old ? { ...old, forwardCount: answer.forwardCount } : old)),
  });
}

/** POST /api/article/publishArticle: a member's post or draft. */
export function usePublishArticleMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishArticleInput) => publishArticle(input),
    onSuccess: ({ message }) => {
      notifier.info(message || '提交成功');
      void client.invalidateQueries({ queryKey: articleKeys.all });
      void client.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
