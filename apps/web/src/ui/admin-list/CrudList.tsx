import { type ComponentType, type ReactNode, useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { AdminList } from './AdminList.tsx';
import type { CrudApi } from './crudApi.ts';
import { deleteAction } from './RowActions.tsx';
import { useCrudBulkDelete, useCrudListQuery, useCrudMutation } from './useCrud.ts';
import type { ListFilters } from './useListFilters.ts';

/** What a CrudList's add/edit dialog receives (`item` null: a new one). */
export interface CrudFormProps<Item> {
  item: Item | null;
  saving: boolean;
  onClose: () => void;
  onSubmit: (body: Record<string, unknown>) => void;
}

type Mutation = ReturnType<typeof useCrudMutation>;

interface CrudListProps<Item extends { id: number }, Detail, F extends object> {
  api: CrudApi<Item, Detail>;
  /** Portal query keys refreshed after a change (what the portal shows of the same thing). */
  portalKeys: readonly (readonly unknown[])[];
  /** Filter state and pager (`useListFilters`). */
  filters: ListFilters<F>;
  /** The filter bar's fields, bound to `filters.draft`. */
  fields?: ReactNode;
  addLabel: string;
  /** The confirmation of 删除, e.g. 删除该链接？ */
  deleteTitle: string;
  /** Every column but 操作; `mutate` switches a row on and off in place. */
  columns: (mutate: Mutation) => TableColumnsType<Item>;
  Form: ComponentType<CrudFormProps<Item>>;
  /** Offer 批量删除 on checked rows (the server has `<prefix>/bulkDelete`). */
  bulkDelete?: boolean;
}

/** A list of one kind of thing on a `crudApi` prefix: filters, add and edit in a dialog, delete. */
export function CrudList<Item extends { id: number }, Detail, F extends object>({
  api,
  portalKeys,
  filters,
  fields,
  addLabel,
  deleteTitle,
  columns,
  Form,
  bulkDelete,
}: CrudListProps<Item, Detail, F>) {
  const [editing, setEditing] = useState<Item | null | undefined>(undefined);
  const query = useCrudListQuery(api, filters.params);
  const mutate = useCrudMutation(api, portalKeys);
  // Each opening of the dialog is a new submission (its own idempotency key).
  const open = (item: Item | null) => {
    mutate.renewKey();
    setEditing(item);
  };
  const bulk = useCrudBulkDelete(api, portalKeys);
  return (
    <>
      <AdminList<Item>
        query={query}
        filters={filters}
        fields={fields}
        toolbar={
          <Button type="primary" onClick={() => open(null)}>
            {addLabel}
          </Button>
        }
        columns={columns(mutate as Mutation)}
        bulkActions={bulkDelete ? [bulk] : undefined}
        actions={(row) => [{ label: '编辑', onClick: () => open(row) }, deleteAction(deleteTitle, () => mutate.mutate({ type: 'delete', id: row.id }))]}
      />
      {editing !== undefined ? (
        <Form
          key={editing?.id ?? 'new'}
          item={editing}
          saving={mutate.isPending}
          onClose={() => setEditing(undefined)}
          onSubmit={(body) => mutate.mutate({ type: 'save', body }, { onSuccess: () => setEditing(undefined) })}
        />
      ) : null}
    </>
  );
}
