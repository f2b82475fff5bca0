import { useEffect } from 'react';
import type { AdminArticleDetail, AdminArticleSaveBodyInput } from '@coal/contracts';
import { Button, Col, Form, Input, Row, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { chinaWallClock } from '../../../lib/china-time.ts';
import { LINE_HEIGHTS_STANDARD } from '../../../ui/editor/editorConfig.ts';
import { LazyRichTextEditor } from '../../../ui/editor/LazyRichTextEditor.tsx';
import type { EditGuard } from '../../../ui/unsaved/useEditGuard.tsx';
import { ImageUploadField } from '../../../ui/upload/ImageUploadField.tsx';
import { AttachmentsField, type AttachmentValue } from '../../library-admin/components/AttachmentsField.tsx';
import { PUBLISH_RULES } from '../../publish/publishRules.ts';
import type { AdminArticleInput } from '../api/contentAdminApi.ts';
import { ContentTypeTreeSelect } from './ContentTypeTreeSelect.tsx';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';

export type ArticleFormValues = Omit<AdminArticleSaveBodyInput, 'id' | 'draft' | 'publishAt' | 'attachments'> & {
  publishAt?: Dayjs | null;
  attachments?: AttachmentValue[];
};

export interface ArticleEditFormProps {
  article?: AdminArticleDetail;
  saving: boolean;
  onSubmit: (input: AdminArticleInput) => void;
  /** Unsaved-changes guard and local draft (PublishAdd). */
  guard?: EditGuard<ArticleFormValues>;
}

/** The draft keeps the schedule as text (localStorage holds JSON). */
export const articleDraftCodec = {
  toStored: (v: ArticleFormValues) => ({ ...v, publishAt: v.publishAt ? v.publishAt.toISOString() : null }),
  fromStored: (s: Record<string, unknown>): Partial<ArticleFormValues> => ({
    ...(s as Partial<ArticleFormValues>),
    publishAt: typeof s.publishAt === 'string' ? dayjs(s.publishAt) : null,
  }),
};

/** PublishAdd's form: title, type, summary, source, cover, body, schedule, top/hot. */
export function ArticleEditForm({ article, saving, onSubmit, guard }: ArticleEditFormProps) {
  const [form] = Form.useForm<ArticleFormValues>();
  guard?.bind(form);
  useEffect(() => {
    if (!article) return;
    form.setFieldsValue({
      title: article.title,
      categoryId: article.categoryId,
      summary: article.summary,
      source: article.source,
      coverPath: article.coverPath || undefined,
      content: article.content,
      // The picker shows and sends China wall-clock time, whatever the browser's zone.
      publishAt: article.publishAt ? chinaWallClock(article.publishAt) : null,
      isTop: article.isTop,
      isHot: article.isHot,
      attachments: article.attachments.map(({ filePath, name }) => ({ filePath, name })),
    });
  }, [article, form]);

  const submit = async (draft: boolean) => {
    const v = await form.validateFields();
    onSubmit({
      id: article?.id,
      title: v.title.trim(),
      categoryId: v.categoryId,
      summary: v.summary?.trim() || undefined,
      source: v.source?.trim() || undefined,
      coverPath: v.coverPath,
      content: v.content,
      attachments: (v.attachments ?? []).map(({ filePath, name }) => ({ filePath, name })),
      publishAt: v.publishAt ? v.publishAt.format('YYYY-MM-DD HH:mm') : undefined,
      isTop: v.isTop,
      isHot: v.isHot,
      draft,
    });
  };

  return (
    <Form form={form} layout="vertical" aria-label="内容编辑" onValuesChange={guard?.onValuesChange}>
      {guard?.banner}
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <Form.Item name="title" label="标题" rules={PUBLISH_RULES.title}>
            <Input placeholder="请输入标题" maxLength={120} showCount />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item name="categoryId" label="内容类型" rules={PUBLISH_RULES.categoryId}>
            <ContentTypeTreeSelect placeholder="请选择内容类型" style={{ width: '100%' }} allowClear={false} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={16}>
          <Form.Item name="summary" label="摘要" rules={PUBLISH_RULES.summary}>
            <Input.TextArea rows={3} placeholder="选填，列表中展示" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item name="coverPath" label="封面图片">
            <ImageUploadField uploadUrl="/api/admin/articles/upload?kind=image" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item name="source" label="来源" rules={[{ max: 100, message: '来源不能超过100个字符' }]}>
            <Input placeholder="如：交易中心研究部" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item name="publishAt" label="定时发布" extra="留空则审核通过后立即发布">
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={4}>
          <Form.Item name="isTop" label="置顶" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} lg={4}>
          <Form.Item name="isHot" label="热门" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="content" label="正文" required rules={PUBLISH_RULES.content}>
        <LazyRichTextEditor lineHeights={LINE_HEIGHTS_STANDARD} />
      </Form.Item>
      <Form.Item name="attachments" label="附件">
        <AttachmentsField uploadUrl="/api/admin/articles/upload?kind=attachment" />
      </Form.Item>
      <Space>
        <Button loading={saving} disabled={saving} onClick={() => void submit(true).catch(() => undefined)}>
          保存草稿
        </Button>
        <Button type="primary" loading={saving} disabled={saving} onClick={() => void submit(false).catch(() => undefined)}>
          保存并提交
        </Button>
      </Space>
    </Form>
  );
}
