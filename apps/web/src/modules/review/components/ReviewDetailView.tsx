import type { ReviewDetail } from '@coal/contracts';
import { Alert, Card, Descriptions, Space, Tag } from 'antd';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { RichHtml } from '../../../ui/rich-html/RichHtml.tsx';
import { HighlightedText } from './HighlightedText.tsx';
import { ReviewDecisionBar } from './ReviewDecisionBar.tsx';
import { ScreeningHits } from './ScreeningHits.tsx';
import { AuthorName } from '../../../ui/AuthorName.tsx';

const KIND_NAMES = { article: '文章', question: '问题', answer: '回答' } as const;

export interface ReviewDetailViewProps {
  detail: ReviewDetail;
  onDecided?: (approved: boolean) => void;
}

/** ContentCheckDetail: the submission, where the screening hit, and the decision. */
export function ReviewDetailView({ detail, onDecided }: ReviewDetailViewProps) {
  const titleHits = detail.screeningHits.filter((h) => h.field === 'title');
  const contentHits = detail.screeningHits.filter((h) => h.field === 'content');
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {detail.status === 'rejected' && detail.rejectReason ? <Alert type="error" showIcon title={`已驳回：${detail.rejectReason}`} /> : null}
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label="类型">{KIND_NAMES[detail.kind]}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <Tag color={detail.status === 'pending' ? 'gold' : detail.status === 'rejected' ? 'red' : 'green'}>{detail.statusName}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="提交时间">{formatDateTime(detail.submitTime)}</Descriptions.Item>
        <Descriptions.Item label="提交人">
          <AuthorName name={detail.authorName} authorType={detail.authorType} />
        </Descriptions.Item>
        <Descriptions.Item label="分类">{detail.categoryName || '—'}</Descriptions.Item>
        <Descriptions.Item label="审核人">{detail.reviewerName || '—'}</Descriptions.Item>
        {detail.questionTitle ? (
          <Descriptions.Item label="所属问题" span={3}>
            {detail.questionTitle}
          </Descriptions.Item>
        ) : null}
        {detail.publishAt ? <Descriptions.Item label="定时发布">{formatDateTime(detail.publishAt)}</Descriptions.Item> : null}
      </Descriptions>
      <Card size="small" title={`敏感词检测（${detail.screeningHits.length}处）`}>
        <ScreeningHits hits={detail.screeningHits} />
      </Card>
      <Card size="small" title="标题与正文（命中处已标出）">
        <h3 style={{ marginTop: 0 }}>
          <HighlightedText text={detail.titleText || detail.title} hits={titleHits} />
        </h3>
        <HighlightedText text={detail.contentText} hits={contentHits} />
      </Card>
      {detail.kind === 'article' ? (
        <Card
          size="small"
          title="排版预览"
          extra={detail.previous ? <AppLink to={`/back/ContentCheckDetailCopy?id=${detail.id}`}>与上一版本对比</AppLink> : null}
        >
          {detail.summary ? <p className="coal-muted">摘要：{detail.summary}</p> : null}
          <RichHtml sanitizedHtml={detail.content} />
        </Card>
      ) : null}
      <div className="coal-review-actions">
        <ReviewDecisionBar kind={detail.kind} id={detail.id} pending={detail.status === 'pending'} onDecided={onDecided} />
      </div>
    </Space>
  );
}
