import type { ContentCheckBodyInput, ContentCheckResult } from '@coal/contracts';
import { Alert, Button, Card, Col, Form, Input, Row, Space, Tag } from 'antd';
import { ContentTypeTreeSelect } from '../../content-admin/components/ContentTypeTreeSelect.tsx';
import { useContentCheckMutation } from '../hooks/useReview.ts';
import { HighlightedText } from './HighlightedText.tsx';
import { ScreeningHits } from './ScreeningHits.tsx';

type SandboxValues = ContentCheckBodyInput;

function CheckResult({ result }: { result: ContentCheckResult }) {
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Alert
        type={result.pass ? 'success' : 'warning'}
        showIcon
        title={result.pass ? '检测通过：提交后可直接进入发布流程' : `未通过：${result.hits.length}处敏感词，${result.formatIssues.length}项格式问题`}
        description={`耗时 ${result.elapsedMs} ms`}
      />
      {result.formatIssues.length ? (
        <Card size="small" title="格式检查">
          {result.formatIssues.map((issue) => (
            <div key={issue.code}>
              <Tag color="orange">{issue.code}</Tag> {issue.message}
            </div>
          ))}
        </Card>
      ) : null}
      <Card size="small" title="敏感词">
        <ScreeningHits hits={result.hits} />
      </Card>
      <Card size="small" title="命中位置">
        <HighlightedText text={result.titleText} hits={result.hits.filter((h) => h.field === 'title')} />
        <div style={{ height: 8 }} />
        <HighlightedText text={result.contentText} hits={result.hits.filter((h) => h.field === 'content')} />
      </Card>
      {result.sanitizeChanged ? <Alert type="info" showIcon title="正文中含有不允许的标签或属性，保存时会被自动清理。" /> : null}
    </Space>
  );
}

/** ContentCheckTest: run the review checks on pasted text; nothing is saved. */
export function CheckSandbox() {
  const [form] = Form.useForm<SandboxValues>();
  const check = useContentCheckMutation();
  const run = async () => {
    const v = await form.validateFields();
    check.mutate({ title: v.title ?? '', content: v.content ?? '', categoryId: v.categoryId });
  };
  return (
    <Row gutter={16}>
      <Col xs={24} lg={11}>
        <Form form={form} layout="vertical">
          <Form.Item name="title" label="标题">
            <Input placeholder="粘贴待检测的标题" />
          </Form.Item>
          <Form.Item name="categoryId" label="内容类型（选填）">
            <ContentTypeTreeSelect style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="content" label="正文（可粘贴文本或HTML）" rules={[{ max: 500000, message: '正文过长' }]}>
            <Input.TextArea rows={14} placeholder="粘贴待检测的正文" />
          </Form.Item>
          <Space>
            <Button type="primary" loading={check.isPending} onClick={() => void run()}>
              开始检测
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                check.reset();
              }}
            >
              清空
            </Button>
          </Space>
        </Form>
      </Col>
      <Col xs={24} lg={13}>
        {check.data ? <CheckResult result={check.data} /> : <Alert type="info" showIcon title="检测不保存任何内容，仅用于验证敏感词与格式规则。" />}
      </Col>
    </Row>
  );
}
