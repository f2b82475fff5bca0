import type { AdminArticleItem } from '@coal/contracts';
import { Card, Skeleton, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { ArticleRowActions } from './ArticleRowActions.tsx';
import { ArticleStatusTag } from './ArticleStatusTag.tsx';

/** The card view of PublishContentManagementCopy: cover, title, status, counts, actions. */
export function ArticleCards({ rows, loading }: { rows: AdminArticleItem[] | undefined; loading: boolean }) {
  if (loading && !rows) return <Skeleton active />;
  if (!rows?.length) return <Empty />;
  return (
    <div className="coal-card-grid">
      {rows.map((row) => (
        <Card
          key={row.id}
          size="small"
          cover={row.coverUrl ? <img alt="" src={row.coverUrl} style={{ height: 120, objectFit: 'cover' }} /> : undefined}
          actions={[<ArticleRowActions key="a" article={row} />]}
        >
          <Card.Meta
            title={<span title={row.title}>{row.title}</span>}
            description={
              <>
                <div>
                  <ArticleStatusTag status={row.status} publishTime={row.publishTime} />
                  {row.categoryName ? <Tag>{row.categoryName}</Tag> : null}
                  {row.hitCount ? <Tag color="red">敏感词{row.hitCount}处</Tag> : null}
                </div>
                <div style={{ marginTop: 6 }}>
                  {row.authorName || '—'} · 阅读 {row.viewCount} · {formatDateTime(row.updateTime)}
                </div>
              </>
            }
          />
        </Card>
      ))}
    </div>
  );
}
