import { PaperClipOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTextListQuery } from '../hooks/useLibraryQueries.ts';
import { LibraryList, useLibraryListState } from './LibraryList.tsx';
import '../../articles/components/articles.css';

/** 文本库 list: category, title search, rows with attachments count, the shared pager. */
export function TextBrowser() {
  const state = useLibraryListState();
  const result = useTextListQuery(state.query);
  return (
    <LibraryList domain="text" state={state} result={result}>
      {(rows) => (
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
    </LibraryList>
  );
}
