import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { notifier } from '../../lib/http/notifier.ts';
import { checkImageFile } from '../editor/editorConfig.ts';

/**
 * Picks one image that is sent with the form (a cover, an avatar), not uploaded on its own:
 * checked by type and size first (the server checks the content again).
 */
export function ImagePicker({ onPick }: { onPick: (file: File | undefined) => void }) {
  return (
    <Upload
      accept="image/png,image/jpeg,image/gif,image/webp"
      maxCount={1}
      beforeUpload={(file) => {
        const refusal = checkImageFile(file);
        if (refusal) notifier.error(refusal);
        else onPick(file);
        return false;
      }}
      onRemove={() => onPick(undefined)}
    >
      <Button icon={<UploadOutlined />}>选择图片</Button>
    </Upload>
  );
}
