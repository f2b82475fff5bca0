import type { PublishArticleFormInput } from '@coal/contracts';
import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Space } from 'antd';
import { useContentTypeListQuery, useArticleDetailQuery } from '../../articles/hooks/useArticleQueries.ts';
import { usePublishArticleMutation } from '../../articles/hooks/useArticleActions.ts';
import { LINE_HEIGHTS_WIDE } from '../../../ui/editor/editorConfig.ts';
import { ImagePicker } from '../../../ui/upload/ImagePicker.tsx';
import { LazyRichTextEditor } from '../../../ui/editor/LazyRichTextEditor.tsx';
import { PUBLISH_RULES } from '../publishRules.ts';

export interface QuickPublishDialogProps {
  open: boolean;
  /** Id of an own draft/pending/rejected post to edit; null for a new post. */
  articleId: number | null;
  onClose: () => void;
}

type PublishValues = Omit<PublishArticleFormInput, 'id' | 'draft'>;

/**
 * 快速发布 (members): title, content type, summary, rich-text body and an optional cover.
 * 保存草稿 keeps it among the drafts; 提交审核 sends it to review (screened for sensitive words).
 */
export function QuickPublishDialog({ open, articleId, onClose }: QuickPublishDialogProps) {
  const [form] = Form.useForm<PublishValues>();
  const [cover, setCover] = useState<File | undefined>();
  const types = useContentTypeListQuery(true, open);
  const existing = useArticleDetailQuery(open ? articleId : null);
  const publish = usePublishArticleMutation();

  useEffect(() => {
    if (existing.data) {
      const { title, categoryId, summary, content } = existing.data;
      form.setFieldsValue({ title, categoryId, summary, content });
    }
  }, [existing.data, form]);

  const submit = async (draft: boolean) => {
    const values = await form.validateFields();
    await publish.mutateAsync({
      ...values,
      title: values.title.trim(),
      id: articleId ?? undefined,
      summary: values.summary?.trim() || undefined,
      draft,
      cover,
    });
    form.resetFields();
    setCover(undefined);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={articleId ? '编辑发布' : '快速发布'}
      width={960}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button loading={publish.isPending && publish.variables?.draft} onClick={() => void submit(true).catch(() => undefined)}>
            保存草稿
          </Button>
          <Button type="primary" loading={publish.isPending && !publish.variables?.draft} onClick={() => void submit(false).catch(() => undefined)}>
            提交审核
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title="发布的内容经审核后公开展示，请遵守平台规范，勿发布违法违规信息。" />
      <Form form={form} layout="vertical" requiredMark preserve={false} aria-label="发布表单">
        <Form.Item name="title" label="标题" rules={PUBLISH_RULES.title}>
          <Input placeholder="请输入标题" maxLength={120} showCount />
        </Form.Item>
        <Form.Item name="categoryId" label="内容类型" rules={PUBLISH_RULES.categoryId}>
          <Select placeholder="请选择内容类型" loading={types.isLoading} options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))} />
        </Form.Item>
        <Form.Item name="summary" label="摘要" rules={PUBLISH_RULES.summary}>
          <Input.TextArea rows={2} placeholder="选填，不超过500字" />
        </Form.Item>
        <Form.Item label="封面图片">
          <ImagePicker onPick={setCover} />
        </Form.Item>
        <Form.Item name="content" label="正文" required rules={PUBLISH_RULES.content}>
          <LazyRichTextEditor height={320} lineHeights={LINE_HEIGHTS_WIDE} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
