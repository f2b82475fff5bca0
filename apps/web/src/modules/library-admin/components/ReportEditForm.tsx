import { useEffect } from 'react';
import type { AdminReportItem, ReportSaveBodyInput } from '@coal/contracts';
import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { chinaNow } from '../../../lib/china-time.ts';
import type { EditGuard } from '../../../ui/unsaved/useEditGuard.tsx';
import { ImageUploadField } from '../../../ui/upload/ImageUploadField.tsx';
import { LibraryCategorySelect } from './LibraryCategorySelect.tsx';
import { LibraryEditFrame } from './LibraryEditFrame.tsx';
import { LIBRARY_STATUS_OPTIONS } from './LibraryStatusTag.tsx';
import { PdfUploadField, type PdfValue } from './PdfUploadField.tsx';
import { ACCESS_OPTIONS } from './ReportTable.tsx';
import { requiredText } from '../../../ui/formRules.ts';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';

/** The save body as the form holds it: the date as a Dayjs, the PDF with its inline preview. */
export type ReportFormValues = Omit<ReportSaveBodyInput, 'publishDate' | 'filePath'> & { publishDate: Dayjs; pdf: PdfValue | null };

/** ResearchReportAdd's form: facts, cover, the PDF with its inline preview, access, status. */
/** The draft keeps the publish date as text (localStorage holds JSON). */
export const reportDraftCodec = {
  toStored: (v: ReportFormValues) => ({ ...v, publishDate: v.publishDate ? v.publishDate.format('YYYY-MM-DD') : null }),
  fromStored: (s: Record<string, unknown>): Partial<ReportFormValues> => ({
    ...(s as Partial<ReportFormValues>),
    publishDate: typeof s.publishDate === 'string' ? dayjs(s.publishDate) : chinaNow(),
  }),
};

export function ReportEditForm({
  report,
  savedPreviewUrl,
  saving,
  onSubmit,
  guard,
}: {
  report?: AdminReportItem;
  savedPreviewUrl?: string | null;
  saving: boolean;
  onSubmit: (body: ReportSaveBodyInput) => void;
  guard?: EditGuard<ReportFormValues>;
}) {
  const [form] = Form.useForm<ReportFormValues>();
  useEffect(() => {
    if (report)
      form.setFieldsValue({
        ...report,
        publishDate: dayjs(report.publishDate),
        coverPath: report.coverPath ?? undefined,
        pdf: { filePath: report.filePath, size: report.fileSize, pageCount: report.pageCount },
        pageCount: report.pageCount ?? undefined,
      });
  }, [report, form]);
  const finish = (v: ReportFormValues) =>
    onSubmit({
      categoryId: v.categoryId,
      title: v.title.trim(),
      summary: v.summary?.trim(),
      author: v.author?.trim(),
      institution: v.institution?.trim(),
      publishDate: v.publishDate.format('YYYY-MM-DD'),
      coverPath: v.coverPath,
      filePath: v.pdf!.filePath,
      pageCount: v.pageCount,
      access: v.access,
      status: v.status,
      sort: v.sort ?? 0,
    });
  return (
    <LibraryEditFrame
      form={form}
      label="研究报告编辑"
      initialValues={{ access: 'free', status: 'draft', sort: 0, publishDate: chinaNow() }}
      onFinish={finish}
      guard={guard}
      saving={saving}
    >
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item name="title" label="报告标题" rules={requiredText('请输入报告标题', 200, '标题不能超过200个字符')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item name="categoryId" label="分类" rules={[{ required: true, message: '请选择报告分类' }]}>
            <LibraryCategorySelect prefix="/api/admin/report" />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item name="publishDate" label="发布日期" rules={[{ required: true, message: '请选择发布日期' }]}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item name="author" label="作者" rules={[{ max: 100, message: '不能超过100个字符' }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item name="institution" label="机构" rules={[{ max: 100, message: '不能超过100个字符' }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={12} lg={4}>
          <Form.Item name="access" label="阅读权限">
            <Radio.Group options={ACCESS_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={4}>
          <Form.Item name="status" label="状态">
            <Radio.Group options={LIBRARY_STATUS_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={4}>
          <Form.Item name="sort" label="排序">
            <InputNumber min={-100000} max={100000} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="summary" label="摘要" rules={[{ max: 2000, message: '摘要不能超过2000个字符' }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} lg={6}>
          <Form.Item name="coverPath" label="封面">
            <ImageUploadField uploadUrl="/api/admin/report/upload?kind=image" width={120} height={160} />
          </Form.Item>
          <Form.Item name="pageCount" label="页数" extra="留空则按PDF自动识别">
            <InputNumber min={1} max={100000} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={18}>
          <Form.Item name="pdf" label="报告文件（PDF）" rules={[{ required: true, message: '请上传报告PDF文件' }]}>
            <PdfUploadField savedPreviewUrl={savedPreviewUrl} />
          </Form.Item>
        </Col>
      </Row>
    </LibraryEditFrame>
  );
}
