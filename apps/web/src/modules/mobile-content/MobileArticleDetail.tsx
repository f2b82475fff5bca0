import { Button, DotLoading, Space, Tag } from 'antd-mobile';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useSessionStore } from '../../stores/session.ts';
import { RichHtml } from '../../ui/rich-html/RichHtml.tsx';
import { useArticleThumbsUpMutation } from '../articles/hooks/useArticleActions.ts';
import { useArticleDetailQuery, useKeywordUrlsQuery } from '../articles/hooks/useArticleQueries.ts';
import { MobilePlaceholder } from '../mobile-shell/MobilePlaceholder.tsx';
import './mobile-content.css';

/** A notice or article on a phone: title, meta, body with keyword links, thumbs-up, share. */
export function MobileArticleDetail({ id }: { id: number | null }) {
  const navigate = useAppNavigate();
  const detail = useArticleDetailQuery(id);
  const keywords = useKeywordUrlsQuery();
  const thumbsUp = useArticleThumbsUpMutation(id ?? 0);
  const loggedIn = useSessionStore((s) => s.loginStatus);
  if (id !== null && detail.isLoading) return <DotLoading />;
  const a = detail.data;
  if (!a) return <MobilePlaceholder description="文章不存在或已下线" />;
  return (
    <article className="coal-m-article">
      <h1>{a.title}</h1>
      <div className="coal-m-article__meta">
        <Tag color="primary" fill="outline">
          {a.categoryName}
        </Tag>{' '}
        {formatDateTime(a.publishTime)} · 阅读 {a.viewCount}
      </div>
      <RichHtml sanitizedHtml={a.content} keywords={keywords.data} />
      <Space style={{ marginTop: 16 }}>
        {loggedIn ? (
          <Button size="small" color={a.isThumbsUp ? 'primary' : 'default'} loading={thumbsUp.isPending} onClick={() => thumbsUp.mutate()}>
            {a.isThumbsUp ? '已赞' : '点赞'} {a.thumbsUpCount}
          </Button>
        ) : null}
        <Button size="small" onClick={() => navigate(`/mobile/share?id=${a.id}`)}>
          分享 {a.forwardCount}
        </Button>
      </Space>
    </article>
  );
}
