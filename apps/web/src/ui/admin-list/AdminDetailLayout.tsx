import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd';
import { AppLink } from '../../app/guard/AppLink.tsx';
import { Empty } from '../Empty.tsx';
import { ManagerLayout } from '../ManagerLayout.tsx';

/**
 * A back-office detail page: title, 返回 to its list, 编辑 to the item's edit page
 * (`editPath?id=`), a skeleton while it loads and `missing` when there is no such item.
 */
export function AdminDetailLayout<T extends { id: number }>({
  title,
  backLink,
  editPath,
  detail,
  missing,
  children,
}: {
  title: string;
  backLink: string;
  editPath: string;
  detail: { isLoading: boolean; data?: T };
  missing: string;
  children: (item: T) => ReactNode;
}) {
  const item = detail.data;
  return (
    <ManagerLayout
      title={title}
      backLink={backLink}
      header={
        item ? (
          <AppLink to={`${editPath}?id=${item.id}`}>
            <Button type="primary">编辑</Button>
          </AppLink>
        ) : null
      }
    >
      {detail.isLoading ? <Skeleton active /> : !item ? <Empty description={missing} /> : children(item)}
    </ManagerLayout>
  );
}
