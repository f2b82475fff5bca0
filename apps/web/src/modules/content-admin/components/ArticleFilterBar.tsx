import { useState } from 'react';
import type { ArticleStatus } from '@coal/contracts';
import { Button, DatePicker, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { SearchBar } from '../../../ui/SearchBar.tsx';
import { ARTICLE_STATUS_OPTIONS } from './ArticleStatusTag.tsx';
import { ContentTypeTreeSelect } from './ContentTypeTreeSelect.tsx';
import { KeywordLinksDrawer } from './KeywordLinksDrawer.tsx';

export interface ArticleFilters {
  title?: string;
  categoryId?: number;
  status?: ArticleStatus;
  authorType?: 'staff' | 'member';
  startDate?: string;
  endDate?: string;
}

export interface ArticleFilterBarProps {
  onSearch: (filters: ArticleFilters) => void;
}

/** Filters of the publishing lists: title, type, status, author kind, creation period. */
export function ArticleFilterBar({ onSearch }: ArticleFilterBarProps) {
  const navigate = useAppNavigate();
  const [draft, setDraft] = useState<ArticleFilters>({});
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [keywordsOpen, setKeywordsOpen] = useState(false);
  const set = (patch: Partial<ArticleFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const search = () =>
    onSearch({
      ...draft,
      title: draft.title?.trim() || undefined,
      startDate: range?.[0]?.format('YYYY-MM-DD 00:00') ?? undefined,
      endDate: range?.[1]?.format('YYYY-MM-DD 23:59') ?? undefined,
    });
  const reset = () => {
    setDraft({});
    setRange(null);
    onSearch({});
  };
  return (
    <SearchBar
      left={
        <>
          <Input aria-label="标题" placeholder="标题" value={draft.title ?? ''} onChange={(e) => set({ title: e.target.value })} onPressEnter={search} style={{ width: 180 }} allowClear />
          <ContentTypeTreeSelect value={draft.categoryId} onChange={(categoryId) => set({ categoryId })} />
          <Select aria-label="状态" placeholder="状态" allowClear value={draft.status} onChange={(status?: ArticleStatus) => set({ status })} options={ARTICLE_STATUS_OPTIONS} style={{ width: 110 }} />
          <Select
            aria-label="作者类型"
            placeholder="作者类型"
            allowClear
            value={draft.authorType}
            onChange={(authorType?: 'staff' | 'member') => set({ authorType })}
            options={[
              { value: 'staff', label: '后台发布' },
              { value: 'member', label: '会员投稿' },
            ]}
            style={{ width: 110 }}
          />
          <DatePicker.RangePicker aria-label="创建时间" value={range} onChange={(next) => setRange(next)} />
        </>
      }
      right={
        <>
          <Button type="primary" onClick={search}>
            查询
          </Button>
          <Button onClick={reset}>重置</Button>
          <Button onClick={() => setKeywordsOpen(true)}>关键词链接</Button>
          <Button type="primary" ghost onClick={() => navigate('/back/PublishAdd')}>
            新增内容
          </Button>
          <KeywordLinksDrawer open={keywordsOpen} onClose={() => setKeywordsOpen(false)} />
        </>
      }
    />
  );
}
