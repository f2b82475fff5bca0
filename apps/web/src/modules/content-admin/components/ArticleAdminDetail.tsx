import type { AdminArticleDetail } from '@coal/contracts';
import { Alert, Button, Descriptions, Space, Tag } from 'antd';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../back-shell/can.ts';
import { RichHtml } from '../../../ui/rich-html/RichHtml.tsx';
import { ScreeningHits } from '../../review/components/ScreeningHits.tsx';
import { ArticleRowActions } from './ArticleRowActions.tsx';
import { ArticleStatusTag } from './ArticleStatusTag.tsx';
import { AuthorName } from '../../../ui/AuthorName.tsx';

/** PublishDetail: an article's facts, screening hits, body and actions. */
export function ArticleAdminDetail({ article }: { article: AdminArticleDetail }) {
  const can = useCan();
  // 去审核 only for those who may review (an editor would meet a 403 page).
  const reviewPath = `/back/ContentCheckDetail?kind=article&id=${article.id}`;
  return (
    <>
      {article.status === 'rejected' && article.rejectReason ? (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={`驳回原因：${article.rejectReason}`} />
      ) : null}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label="标题" span={3}>
          {article.title}
        </Descriptions.Item>
        <Descriptions.Item label="状态">
          <ArticleStatusTag status={article.status} publishTime={article.publishTime} />
          {article.isTop ? <Tag color="red">置顶</Tag> : null}
          {article.isHot ? <Tag color="volcano">热门</Tag> : null}
        </Descriptions.Item>
        <Descriptions.Item label="内容类型">{article.categoryName}</Descriptions.Item>
        <Descriptions.Item label="作者">
          <AuthorName name={article.authorName} authorType={article.authorType} />
        </Descriptions.Item>
        <Descriptions.Item label="来源">{article.source || '—'}</Descriptions.Item>
        <Descriptions.Item label="发布时间">{formatDateTime(article.publishTime) || '—'}</Descriptions.Item>
        <Descriptions.Item label="定时发布">{formatDateTime(article.publishAt) || '—'}</Descriptions.Item>
        <Descriptions.Item label="审核人">{article.reviewerName || '—'}</Descriptions.Item>
        <Descriptions.Item label="最后编辑">{article.lastEditorName || '—'}</Descriptions.Item>
        <Descriptions.Item label="阅读/点赞/转发">{`${article.viewCount} / ${article.thumbsUpCount} / ${article.forwardCount}`}</Descriptions.Item>
        <Descriptions.Item label="摘要" span={3}>
          {article.summary || '—'}
        </Descriptions.Item>
      </Descriptions>
      <h3 style={{ marginTop: 16 }}>敏感词检测</h3>
      <ScreeningHits hits={article.screeningHits} />
      <h3 style={{ marginTop: 16 }}>正文</h3>
      <div className="coal-back-article">
        {article.coverUrl ? <img src={article.coverUrl} alt="" style={{ maxWidth: 320, display: 'block', marginBottom: 12 }} /> : null}
        <RichHtml sanitizedHtml={article.content} />
      </div>
      <Space style={{ marginTop: 16 }}>
        <ArticleRowActions article={article} />
        {article.status === 'pending' && can.open(reviewPath) ? (
          <AppLink to={reviewPath}>
            <Button>去审核</Button>
          </AppLink>
        ) : null}
      </Space>
    </>
  );
}
