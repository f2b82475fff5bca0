import { Descriptions, type DescriptionsProps } from 'antd';
import type { LibraryStatus } from '@coal/contracts';
import { formatDateTime } from '../../../lib/format.ts';
import { LibraryStatusTag } from './LibraryStatusTag.tsx';

type FactItems = NonNullable<DescriptionsProps['items']>;

interface LibraryItem {
  title: string;
  categoryName: string;
  status: LibraryStatus;
  updatedAt: string;
  updatedBy: string;
  sort: number;
  summary: string | null;
}

/**
 * The facts table of a library item's back-office detail (text, research report): 标题, 分类
 * and 状态 first, the item's own facts, then 更新, 排序 and 摘要, then what follows the summary.
 */
export function LibraryItemFacts({ item, facts, afterSummary = [] }: { item: LibraryItem; facts: FactItems; afterSummary?: FactItems }) {
  const items: FactItems = [
    { key: 'title', label: '标题', span: 3, children: item.title },
    { key: 'category', label: '分类', children: item.categoryName },
    { key: 'status', label: '状态', children: <LibraryStatusTag status={item.status} /> },
    ...facts,
    { key: 'updated', label: '更新', children: `${formatDateTime(item.updatedAt)} ${item.updatedBy}` },
    { key: 'sort', label: '排序', children: item.sort },
    { key: 'summary', label: '摘要', span: 3, children: item.summary || '—' },
    ...afterSummary,
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} items={items} />;
}
