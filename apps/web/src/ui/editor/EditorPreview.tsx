import { Modal } from 'antd';
import { EditorContent, useEditor } from '@tiptap/react';
import { buildExtensions } from './extensions/index.ts';

export interface EditorPreviewProps {
  html: string;
  onClose: () => void;
}

/**
 * 预览: the content as readers will see it, rendered by a read-only editor of the same
 * schema (so nothing outside the schema can appear, and no raw HTML is injected).
 */
export function EditorPreview({ html, onClose }: EditorPreviewProps) {
  const viewer = useEditor({ extensions: buildExtensions(''), content: html, editable: false });
  return (
    <Modal open title="预览" width={900} footer={null} onCancel={onClose} destroyOnHidden>
      <div className="coal-rich-html coal-editor__preview">
        <EditorContent editor={viewer} />
      </div>
    </Modal>
  );
}
