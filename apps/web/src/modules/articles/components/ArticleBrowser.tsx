import { useState } from 'react';
import { Button, Input } from 'antd';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { SearchBar } from '../../../ui/SearchBar.tsx';
import { useNewsListQuery, useNoticeListByCategoryQuery } from '../hooks/useArticleListQueries.ts';
import { ArticleList } from './ArticleList.tsx';
import { CategoryTabs, type CategoryOption } from './CategoryTabs.tsx';

export interface ArticleBrowserProps {
  /** The section's root category (e.g. 通知公告); its children are the filter. */
  rootId: number | undefined;
  categories: CategoryOption[];
  /** `notice` (default): the root's subtree; `news`: 市场资讯, every category but the notices. */
  section?: 'notice' | 'news';
  /** The category chosen on arrival (a detail page's breadcrumb links to its category). */
  initialCategoryId?: number;
}

/** A section's articles: category filter, search by title, list and the shared pager. */
export function ArticleBrowser({ rootId, categories, section = 'notice', initialCategoryId }: ArticleBrowserProps) {
  const pager = usePagination();
  const [categoryId, setCategoryId] = useState<number | undefined>(initialCategoryId);
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const isNews = section === 'news';
  const notices = useNoticeListByCategoryQuery({ categoryId: isNews ? undefined : (categoryId ?? rootId), keyword: keyword || undefined, ...pager.query });
  const news = useNewsListQuery({ categoryId, keyword: keyword || undefined, ...pager.query }, isNews);
  const query = isNews ? news : notices;

  const search = () => {
    setKeyword(input.trim());
    pager.reset();
  };

  return (
    <>
      <SearchBar
        left={
          categories.length ? (
            <CategoryTabs
              categories={categories}
              value={categoryId}
              onChange={(next) => {
                setCategoryId(next);
                pager.reset();
              }}
            />
          ) : null
        }
        right={
          <>
            <Input
              aria-label="标题关键词"
              placeholder="按标题搜索"
              value={input}
              allowClear
              onChange={(event) => setInput(event.target.value)}
              onPressEnter={search}
              style={{ width: 220 }}
            />
            <Button type="primary" onClick={search}>
              搜索
            </Button>
          </>
        }
      />
      <ArticleList items={query.data?.list} loading={query.isLoading || (!isNews && rootId === undefined)} />
      <Pagination pager={pager} total={query.data?.total} />
    </>
  );
}
