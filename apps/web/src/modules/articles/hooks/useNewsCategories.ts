import { useMemo } from 'react';
import { CATEGORY_CODES, type CategoryNode } from '@coal/contracts';
import { useCategoryListQuery } from './useArticleQueries.ts';

/** Ids of a category and everything below it. */
function subtree(node: CategoryNode): number[] {
  return [node.id, ...node.children.flatMap(subtree)];
}

/**
 * The sections of the category tree (ContentTypeManagement): 市场资讯's categories are the
 * top-level ones other than 通知公告; `noticeIds` tells a notice from news on a detail page.
 */
export function useNewsCategories() {
  const tree = useCategoryListQuery();
  return useMemo(() => {
    const roots = tree.data ?? [];
    const notice = roots.find((c) => c.code === CATEGORY_CODES.notice);
    return {
      newsCategories: roots.filter((c) => c !== notice),
      noticeIds: new Set(notice ? subtree(notice) : []),
      isLoading: tree.isLoading,
    };
  }, [tree.data, tree.isLoading]);
}
