import type { TextSaveBodyInput } from '@coal/contracts';
import { useEffect } from 'react';
import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import type { EditGuard } from '../../../ui/unsaved/useEditGuard.tsx';
import { LINE_HEIGHTS_WIDE } from '../../../ui/editor/editorConfig.ts';
import { LazyRichTextEditor } from '../../../ui/editor/LazyRichTextEditor.tsx';
import type { AdminTextDetail } from '../api/libraryAdminApi.ts';
import { AttachmentsField, type AttachmentValue } from './AttachmentsField.tsx';
import { LibraryCategorySelect } from './LibraryCategorySelect.tsx';
import { LibraryEditFrame } from './LibraryEditFrame.tsx';
import { LIBRARY_STATUS_OPTIONS } from './LibraryStatusTag.tsx';
import { requiredText } from '../../../ui/formRules.ts';

export type TextFormValues = Omit<TextSaveBodyInput, 'attachments'> & { attachments: AttachmentValue[] };

/** TextAdd's form (the editor uses the wide line-height set). */
export function TextEditForm({
  text,
  saving,
  onSubmit,
  guard,
}: {
  text?: AdminTextDetail;
  saving: boolean;
  onSubmit: (values: TextFormValues) => void;
  guard?: EditGuard<TextFormValues>;
}) {
  const [form] = Form.useForm<TextFormValues>();
  useEffect(() => {
    if (text) form.setFieldsValue({ ...text, summary: text.summary || undefined, attachments: text.attachments });
  }, [text, form]);
  return (
    <LibraryEditFrame
      form={form}
      label="文本编辑"
      initialValues={{ status: 'draft', sort: 0, attachments: [] }}
      onFinish={onSubmit}
      guard={guard}
      saving={saving}
    >
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <Form.Item name="title" label="标题" rules={requiredText('请输入标题', 200, '标题不能超过200个字符')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item name="categoryId" label="分类" rules={[{ required: true, message: '请选择文本分类' }]}>
            <LibraryCategorySelect prefix="/api/admin/text" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="summary" label="摘要" rules={[{ max: 500, message: '摘要不能超过500个字符' }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="content" label="正文">
        <LazyRichTextEditor lineHeights={LINE_HEIGHTS_WIDE} />
      </Form.Item>
      <Form.Item name="attachments" label="附件">
        <AttachmentsField uploadUrl="/api/admin/text/upload?kind=attachment" />
      </Form.Item>
      <Row gutter={16}>
        <Col>
          <Form.Item name="status" label="状态">
            <Radio.Group options={LIBRARY_STATUS_OPTIONS} optionType="button" />
          </Form.Item>
        </Col>
        <Col>
          <Form.Item name="sort" label="排序">
            <InputNumber min={-100000} max={100000} />
          </Form.Item>
        </Col>
      </Row>
    </LibraryEditFrame>
  );
}
