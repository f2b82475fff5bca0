import { useEffect, useState } from 'react';
import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { formatBytes } from '../../../lib/format.ts';
import { notifier } from '../../../lib/http/notifier.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { PdfFrame } from '../../../ui/PdfFrame.tsx';

export interface PdfValue {
  filePath: string;
  name?: string;
  size?: number;
  pageCount?: number | null;
}

export interface PdfUploadFieldProps {
  value?: PdfValue | null;
  onChange?: (value: PdfValue | null) => void;
  /** Shown when a saved report has a PDF but no local file was picked. */
  savedPreviewUrl?: string | null;
}

const MAX_BYTES = 100 * 1024 * 1024;

/**
 * The report's PDF: uploaded to the private area (`kind=pdf`), previewed inline from the
 * local file (the stored one is only reachable through the preview call).
 */
export function PdfUploadField({ value, onChange, savedPreviewUrl }: PdfUploadFieldProps) {
  const [uploading, setUploading] = useState(false);
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  useEffect(() => () => void (localUrl && URL.revokeObjectURL(localUrl)), [localUrl]);
  const pick = async (file: File) => {
    if (file.type && file.type !== 'application/pdf') return notifier.error('请上传PDF文件');
    if (file.size > MAX_BYTES) return notifier.error('PDF文件不能超过100MB');
    setUploading(true);
    try {
      const answer = await uploadFile('/api/admin/report/upload?kind=pdf', file);
      setLocalUrl(URL.createObjectURL(file));
      onChange?.({ filePath: answer.filePath, name: file.name, size: answer.size, pageCount: answer.pageCount ?? null });
    } catch (error) {
      if (error instanceof Error && !('notified' in error && error.notified)) notifier.error(error.message);
    } finally {
      setUploading(false);
    }
  };
  const previewUrl = localUrl ?? savedPreviewUrl ?? null;
  return (
    <div>
      <Upload
        accept="application/pdf,.pdf"
        showUploadList={false}
        beforeUpload={(file) => {
          void pick(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {value ? '更换PDF' : '上传PDF'}
        </Button>
      </Upload>
      {value ? (
        <span style={{ marginLeft: 8 }}>
          <FilePdfOutlined style={{ color: '#c8161d' }} /> {value.name ?? value.filePath} {formatBytes(value.size)}{' '}
          {value.pageCount ? `· ${value.pageCount}页` : ''}
        </span>
      ) : null}
      {previewUrl ? <PdfFrame src={previewUrl} title="PDF预览" height={480} /> : null}
    </div>
  );
}
