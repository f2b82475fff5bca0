import { useState } from 'react';
import type { ArticleStatus } from '@coal/contracts';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { FilterSelect, FilterText } from '../../../ui/admin-list/FilterFields.tsx';
import type { ListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { ARTICLE_STATUS_OPTIONS } from './ArticleStatusTag.tsx';
import { ContentTypeTreeSelect } from './ContentTypeTreeSelect.tsx';
import { KeywordLinksDrawer } from './KeywordLinksDrawer.tsx';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';

export type ArticleFilters = {
  title?: string;
  categoryId?: number;
  status?: ArticleStatus;
  authorType?: 'staff' | 'member';
  /** `YYYY-MM-DD 00:00` and `YYYY-MM-DD 23:59`: whole days of creation. */
  startDate?: string;
  endDate?: string;
};

const AUTHOR_TYPES = [
  { value: 'staff' as const, label: '后台发布' },
  { value: 'member' as const, label: '会员投稿' },
];

/** Filters of the publishing lists: title, type, status, author kind, creation period. */
export function ArticleFilterFields({ filters }: { filters: ListFilters<ArticleFilters> }) {
  const { draft, set } = filters;
  return (
    <>
      <FilterText filters={filters} name="title" label="标题" width={180} />
      <ContentTypeTreeSelect value={draft.categoryId} onChange={(categoryId) => set({ categoryId })} />
      <FilterSelect filters={filters} name="status" label="状态" options={ARTICLE_STATUS_OPTIONS} width={110} />
      <FilterSelect filters={filters} name="authorType" label="作者类型" options={AUTHOR_TYPES} width={110} />
      <DatePicker.RangePicker
        aria-label="创建时间"
        value={draft.startDate && draft.endDate ? [dayjs(draft.startDate), dayjs(draft.endDate)] : null}
        onChange={(next) => set({ startDate: next?.[0]?.format('YYYY-MM-DD 00:00'), endDate: next?.[1]?.format('YYYY-MM-DD 23:59') })}
      />
    </>
  );
}

/** 关键词链接 and 新增内容, the publishing lists' toolbar. */
export function ArticleToolbar() {
  const navigate = useAppNavigate();
  const [keywordsOpen, setKeywordsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setKeywordsOpen(true)}>关键词链接</Button>
      <Button type="primary" ghost onClick={() => navigate('/back/PublishAdd')}>
        新增内容
      </Button>
      <KeywordLinksDrawer open={keywordsOpen} onClose={() => setKeywordsOpen(false)} />
    </>
  );
}
