import type { RevisionView } from '@coal/contracts';
import { Card, Col, Empty, Row, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { RichHtml } from '../../../ui/rich-html/RichHtml.tsx';

function Revision({ label, revision, changed }: { label: string; revision: RevisionView; changed: { title: boolean; summary: boolean; content: boolean } }) {
  return (
    <Card size="small" title={label} extra={<span className="coal-muted">{`${revision.editorName || '—'} · ${formatDateTime(revision.editTime)}`}</span>}>
      <h3 style={{ marginTop: 0 }}>
        {revision.title} {changed.title ? <Tag color="orange">标题有改动</Tag> : null}
      </h3>
      <p className="coal-muted">
        摘要：{revision.summary || '—'} {changed.summary ? <Tag color="orange">有改动</Tag> : null}
      </p>
      {changed.content ? <Tag color="orange">正文有改动</Tag> : <Tag>正文未改动</Tag>}
      <div className="coal-back-article" style={{ marginTop: 8 }}>
        <RichHtml sanitizedHtml={revision.content} />
      </div>
    </Card>
  );
}

/**
 * ContentCheckDetailCopy: the previous version (left) beside the submitted one (right); for
 * an edit of a published article, the version the portal shows beside the edit under review.
 */
export function RevisionCompare({ current, previous, pendingEdit = false }: { current: RevisionView; previous: RevisionView | null; pendingEdit?: boolean }) {
  const changed = {
    title: !!previous && previous.title !== current.title,
    summary: !!previous && previous.summary !== current.summary,
    content: !!previous && previous.content !== current.content,
  };
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        {previous ? (
          <Revision label={pendingEdit ? '线上版本（审核期间门户仍显示）' : '上一版本'} revision={previous} changed={changed} />
        ) : (
          <Card size="small" title="上一版本">
            <Empty description="这是首次提交，没有上一版本" />
          </Card>
        )}
      </Col>
      <Col xs={24} lg={12}>
        <Revision label={pendingEdit ? '待审核的修改' : '本次提交'} revision={current} changed={changed} />
      </Col>
    </Row>
  );
}
