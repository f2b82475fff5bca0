import { PaperClipOutlined } from '@ant-design/icons';
import type { ArticleDetail } from '@coal/contracts';
import { Skeleton, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { resourceUrl } from '../../../lib/runtime-config.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { RichHtml } from '../../../ui/rich-html/RichHtml.tsx';
import { useKeywordUrlsQuery } from '../hooks/useArticleQueries.ts';
import { ArticleActions } from './ArticleActions.tsx';
import './articles.css';

export interface ArticleDetailViewProps {
  article: ArticleDetail | undefined;
  loading: boolean;
}

/** An article as readers see it: title, meta, server-sanitised body with keyword links, actions. */
export function ArticleDetailView({ article, loading }: ArticleDetailViewProps) {
  const keywords = useKeywordUrlsQuery();
  if (loading) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!article) return <Empty description="文章不存在或已下线" />;
  return (
    <article className="coal-article">
      <h1 className="coal-article__title">{article.title}</h1>
      <div className="coal-article__meta">
        {article.categoryName ? <Tag color="blue">{article.categoryName}</Tag> : null}
        <span>发布时间：{formatDateTime(article.publishTime)}</span>
        {article.authorName ? <span>作者：{article.authorName}</span> : null}
        {article.source ? <span>来源：{article.source}</span> : null}
        <span>阅读：{article.viewCount}</span>
      </div>
      {article.coverUrl ? <img className="coal-article__cover" src={article.coverUrl} alt="" /> : null}
      <RichHtml sanitizedHtml={article.content} keywords={keywords.data} />
      {article.attachments.length ? (
        <div className="coal-article__attachments">
          <h3>附件</h3>
          <ul>
            {article.attachments.map((file) => (
              <li key={file.filePath}>
                <PaperClipOutlined />{' '}
                <a href={file.url || resourceUrl(file.filePath)} target="_blank" rel="noopener noreferrer" download={file.name}>
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ArticleActions article={article} />
    </article>
  );
}
