import { useMemo } from 'react';
import { CATEGORY_CODES, type CategoryNode } from '@coal/contracts';
import { useCategoryListQuery } from './useArticleQueries.ts';

function findByCode(nodes: CategoryNode[], code: string): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.code === code) return node;
    const inner = findByCode(node.children, code);
    if (inner) return inner;
  }
  return undefined;
}

/** The category with a well-known code (notice, news…) and its children, from the tree. */
export function useCategoryByCode(code: string = CATEGORY_CODES.notice) {
  const tree = useCategoryListQuery();
  const root = useMemo(() => (tree.data ? findByCode(tree.data, code) : undefined), [tree.data, code]);
  return { root, children: root?.children ?? [], isLoading: tree.isLoading, isError: tree.isError };
}
