import { useState } from 'react';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { formatBytes } from '../../../lib/format.ts';
import { notifier } from '../../../lib/http/notifier.ts';
import { uploadFile } from '../../../lib/upload.ts';

export interface AttachmentValue {
  filePath: string;
  name: string;
  size?: number;
}

export interface AttachmentsFieldProps {
  value?: AttachmentValue[];
  onChange?: (value: AttachmentValue[]) => void;
  uploadUrl: string;
  max?: number;
}

const MAX_BYTES = 50 * 1024 * 1024;

/** Attachments (PDF, Office, images) uploaded one by one; the value is their list. */
export function AttachmentsField({ value = [], onChange, uploadUrl, max = 20 }: AttachmentsFieldProps) {
  const [uploading, setUploading] = useState(false);
  const add = async (file: File) => {
    if (file.size > MAX_BYTES) {
      notifier.error('附件不能超过50MB');
      return;
    }
    setUploading(true);
    try {
      const answer = await uploadFile(uploadUrl, file);
      onChange?.([...value, { filePath: answer.filePath, name: answer.name || file.name, size: answer.size }]);
    } catch (error) {
      if (error instanceof Error && !('notified' in error && error.notified)) notifier.error(error.message);
    } finally {
      setUploading(false);
    }
  };
  return (
    <div>
      <Upload
        accept=".pdf,.docx,.xlsx,.pptx,.png,.jpg,.jpeg,.gif,.webp"
        showUploadList={false}
        disabled={value.length >= max}
        beforeUpload={(file) => {
          void add(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading} disabled={value.length >= max}>
          上传附件
        </Button>
      </Upload>
      <span className="coal-muted" style={{ marginLeft: 8 }}>
        支持 PDF、Word、Excel、PPT、图片，最多{max}个
      </span>
      <ul className="coal-attachments">
        {value.map((file, index) => (
          <li key={file.filePath}>
            <PaperClipOutlined /> {file.name} <span className="coal-muted">{formatBytes(file.size)}</span>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`移除${file.name}`}
              onClick={() => onChange?.(value.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
