import { PaperClipOutlined } from '@ant-design/icons';
import type { TextDetail } from '@coal/contracts';
import { Skeleton, Tag } from 'antd';
import { formatBytes, formatDateTime } from '../../../lib/format.ts';
import { attachmentUrl, resourceUrl } from '../../../lib/runtime-config.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { RichHtml } from '../../../ui/rich-html/RichHtml.tsx';
import { trackClick } from '../../analytics/tracker.ts';
import { useKeywordUrlsQuery } from '../../articles/hooks/useArticleQueries.ts';
import '../../articles/components/articles.css';

/** A text of the library: meta, server-sanitised body with keyword links, attachments. */
export function TextDetailView({ text, loading }: { text: TextDetail | undefined; loading: boolean }) {
  const keywords = useKeywordUrlsQuery();
  if (loading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!text) return <Empty description="文本不存在或已下线" />;
  return (
    <article className="coal-article">
      <h1 className="coal-article__title">{text.title}</h1>
      <div className="coal-article__meta">
        <Tag color="blue">{text.categoryName}</Tag>
        <span>发布时间：{formatDateTime(text.publishedAt)}</span>
        <span>阅读：{text.viewCount}</span>
      </div>
      {text.summary ? <p className="coal-muted">摘要：{text.summary}</p> : null}
      <RichHtml sanitizedHtml={text.content} keywords={keywords.data} />
      {text.attachments.length ? (
        <div className="coal-article__attachments">
          <h3>附件下载</h3>
          <ul>
            {text.attachments.map((file) => (
              <li key={file.filePath}>
                <PaperClipOutlined />{' '}
                <a
                  href={attachmentUrl(file.filePath, file.name)}
                  download={file.name}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => trackClick('click_download', { label: file.name, url: resourceUrl(file.filePath) })}
                >
                  {file.name}
                </a>{' '}
                <span className="coal-muted">{formatBytes(file.size)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
