import { useState } from 'react';
import { PaperClipOutlined } from '@ant-design/icons';
import { Skeleton, Tag } from 'antd';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { formatDate } from '../../../lib/format.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { useTextListQuery } from '../hooks/useLibraryQueries.ts';
import { LibraryFilter, type LibraryFilterValue } from './LibraryFilter.tsx';
import '../../articles/components/articles.css';

/** 文本库 list: category, title search, rows with attachments count, the shared pager. */
export function TextBrowser() {
  const pager = usePagination();
  const [filter, setFilter] = useState<LibraryFilterValue>({});
  const query = useTextListQuery({ ...filter, ...pager.query });
  const rows = query.data?.list;
  return (
    <>
      <LibraryFilter
        domain="text"
        onChange={(next) => {
          setFilter(next);
          pager.reset();
        }}
      />
      {query.isLoading ? (
        <Skeleton active />
      ) : !rows?.length ? (
        <Empty />
      ) : (
        <ul className="coal-article-list">
          {rows.map((t) => (
            <li key={t.id} className="coal-article-list__item">
              <div className="coal-article-list__head">
                <Tag color="blue">{t.categoryName}</Tag>
                <AppLink to={`/portal/TextDetail?id=${t.id}`} className="coal-article-list__title" title={t.title}>
                  {t.title}
                </AppLink>
                <span className="coal-article-list__date">{formatDate(t.publishedAt)}</span>
              </div>
              {t.summary ? <p className="coal-article-list__summary">{t.summary}</p> : null}
              <div className="coal-article-list__meta">
                <span>阅读 {t.viewCount}</span>
                {t.attachmentCount ? (
                  <span>
                    <PaperClipOutlined /> 附件 {t.attachmentCount}
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination pager={pager} total={query.data?.total} />
    </>
  );
}
