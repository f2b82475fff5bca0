import { useState } from 'react';
import type { AdminVideoItem, VideoSaveBodyInput } from '@coal/contracts';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Modal, Radio, Upload } from 'antd';
import { notifier } from '../../../lib/http/notifier.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { ImageUploadField } from '../../../ui/upload/ImageUploadField.tsx';
import { LibraryCategorySelect } from './LibraryCategorySelect.tsx';
import { LIBRARY_STATUS_OPTIONS } from './LibraryStatusTag.tsx';
import { requiredText } from '../../../ui/formRules.ts';

type VideoValues = VideoSaveBodyInput & { sourceType: 'upload' | 'external' };

export interface VideoFormProps {
  video: AdminVideoItem | null;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  onSubmit: (body: Record<string, unknown>) => void;
}

const VIDEO_MAX = 500 * 1024 * 1024;

/** Video create/edit: an uploaded file (mp4/webm) or an address, cover, duration, status. */
export function VideoForm({ video, open, saving, onClose, onSubmit }: VideoFormProps) {
  const [form] = Form.useForm<VideoValues>();
  const [uploading, setUploading] = useState(false);
  const sourceType = Form.useWatch('sourceType', form);
  const filePath = Form.useWatch('filePath', form);
  const upload = async (file: File) => {
    if (file.size > VIDEO_MAX) return notifier.error('视频文件不能超过500MB');
    setUploading(true);
    try {
      form.setFieldsValue({ filePath: (await uploadFile('/api/admin/video/upload?kind=video', file)).filePath });
    } catch (error) {
      if (error instanceof Error && !('notified' in error && error.notified)) notifier.error(error.message);
    } finally {
      setUploading(false);
    }
  };
  const submit = async () => {
    const v = await form.validateFields();
    onSubmit({
      id: video?.id,
      title: v.title.trim(),
      categoryId: v.categoryId,
      summary: v.summary?.trim(),
      coverPath: v.coverPath,
      filePath: v.sourceType === 'upload' ? v.filePath : undefined,
      externalUrl: v.sourceType === 'external' ? v.externalUrl?.trim() : undefined,
      durationSeconds: v.durationSeconds,
      status: v.status,
      sort: v.sort ?? 0,
    });
  };
  const initial: Partial<VideoValues> = video
    ? {
        ...video,
        categoryId: video.categoryId ?? undefined,
        coverPath: video.coverPath ?? undefined,
        filePath: video.filePath ?? undefined,
        externalUrl: video.externalUrl ?? undefined,
        durationSeconds: video.durationSeconds ?? undefined,
      }
    : { sourceType: 'upload', status: 'draft', sort: 0 };
  return (
    <Modal
      open={open}
      width={720}
      title={video ? '编辑视频' : '新增视频'}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={initial}>
        <Form.Item name="title" label="视频标题" rules={requiredText('请输入视频标题', 200, '标题不能超过200个字符')}>
          <Input />
        </Form.Item>
        <Form.Item name="categoryId" label="分类">
          <LibraryCategorySelect prefix="/api/admin/video" allowClear />
        </Form.Item>
        <Form.Item name="sourceType" label="视频来源">
          <Radio.Group
            options={[
              { value: 'upload', label: '上传文件' },
              { value: 'external', label: '视频地址' },
            ]}
          />
        </Form.Item>
        {sourceType === 'external' ? (
          <Form.Item
            name="externalUrl"
            label="视频地址"
            rules={[
              { required: true, whitespace: true, message: '请填写视频地址' },
              { pattern: /^(https?:\/\/\S+|\/(?!\/)\S*)$/, message: '视频地址须为 http(s) 地址或以 / 开头的站内路径' },
            ]}
          >
            <Input placeholder="https://… 或 /uploads/…" />
          </Form.Item>
        ) : (
          <Form.Item name="filePath" label="视频文件（mp4/webm）" rules={[{ required: true, message: '请上传视频文件' }]}>
            <div>
              <Upload
                accept="video/mp4,video/webm"
                showUploadList={false}
                beforeUpload={(file) => {
                  void upload(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} loading={uploading}>
                  {filePath ? '更换视频' : '上传视频'}
                </Button>
              </Upload>
              {filePath ? (
                <span style={{ marginLeft: 8 }} className="coal-muted">
                  {filePath}
                </span>
              ) : null}
            </div>
          </Form.Item>
        )}
        <Form.Item name="coverPath" label="封面">
          <ImageUploadField uploadUrl="/api/admin/video/upload?kind=image" width={192} height={108} />
        </Form.Item>
        <Form.Item name="summary" label="简介" rules={[{ max: 1000, message: '简介不能超过1000个字符' }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16 }}>
          <Form.Item name="durationSeconds" label="时长（秒）">
            <InputNumber min={0} max={86400} />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Radio.Group options={LIBRARY_STATUS_OPTIONS} />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={-100000} max={100000} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
