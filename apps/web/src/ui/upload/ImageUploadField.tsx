import { useState } from 'react';
import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { notifier } from '../../lib/http/notifier.ts';
import { resourceUrl } from '../../lib/runtime-config.ts';
import { uploadFile } from '../../lib/upload.ts';
import { checkImageFile } from '../editor/editorConfig.ts';

export interface ImageUploadFieldProps {
  /** The stored file path (what the save calls take); works as an antd Form field. */
  value?: string | null;
  onChange?: (filePath: string | undefined) => void;
  /** Upload call; default the editor's image upload. */
  uploadUrl?: string;
  /** Preview box size in px. */
  width?: number;
  height?: number;
  label?: string;
}

/** An image picked, checked (≤ 20 MB), uploaded and previewed; the value is its filePath. */
export function ImageUploadField({
  value,
  onChange,
  uploadUrl = '/api/banner/uploadImage',
  width = 160,
  height = 100,
  label = '上传图片',
}: ImageUploadFieldProps) {
  const [loading, setLoading] = useState(false);
  const upload = async (file: File) => {
    const refusal = checkImageFile(file);
    if (refusal) {
      notifier.error(refusal);
      return;
    }
    setLoading(true);
    try {
      onChange?.((await uploadFile(uploadUrl, file)).filePath);
    } catch (error) {
      if (error instanceof Error && !('notified' in error && error.notified)) notifier.error(error.message);
    } finally {
      setLoading(false);
    }
  };
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end', gap: 8 }}>
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <button type="button" aria-label={label} className="coal-image-upload" style={{ width, height }}>
          {value ? (
            <img src={resourceUrl(value)} alt="" />
          ) : loading ? (
            <LoadingOutlined />
          ) : (
            <span>
              <PlusOutlined /> {label}
            </span>
          )}
        </button>
      </Upload>
      {value ? (
        <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => onChange?.(undefined)}>
          移除
        </Button>
      ) : null}
    </div>
  );
}
