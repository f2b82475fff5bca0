import { deleteAction, type RowAction } from '../../../ui/admin-list/RowActions.tsx';
import type { useCrudMutation } from '../../../ui/admin-list/useCrud.ts';

export interface PublishRowActionsOptions {
  id: number;
  published: boolean;
  /** Back-office paths of the detail and edit pages; `?id=` is appended. */
  detailPath: string;
  editPath: string;
  /** What the delete confirmation names, e.g. 报告. */
  noun: string;
  mutate: ReturnType<typeof useCrudMutation>;
}

/** 查看 · 编辑 · 发布/撤回 · 删除, the row actions of every publishable library table. */
export function publishRowActions({ id, published, detailPath, editPath, noun, mutate }: PublishRowActionsOptions): RowAction[] {
  return [
    { label: '查看', to: `${detailPath}?id=${id}` },
    { label: '编辑', to: `${editPath}?id=${id}` },
    { label: published ? '撤回' : '发布', onClick: () => mutate.mutate({ type: 'status', id, status: published ? 'draft' : 'published' }) },
    deleteAction(`删除该${noun}？`, () => mutate.mutate({ type: 'delete', id })),
  ];
}
