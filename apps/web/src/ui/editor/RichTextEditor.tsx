import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { NoFormStyle } from 'antd/es/form/context';
import { DEFAULT_EDITOR_HEIGHT, DEFAULT_EDITOR_WIDTH, LINE_HEIGHTS_STANDARD } from './editorConfig.ts';
import { EditorPreview } from './EditorPreview.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import { buildExtensions } from './extensions/index.ts';
import { imageFilesOf, type ImageUploader, uploadCheckedImage, uploadEditorImage } from './imageUpload.ts';
import { filterPastedHtml } from './pasteFilter.ts';
import { SearchReplaceBar } from './SearchReplaceBar.tsx';
import './editor.css';

export interface RichTextEditorProps {
  /** HTML content (works as an antd Form field: value/onChange). */
  value?: string;
  onChange?: (html: string) => void;
  /** Editing area height; default 450 (spec §9). */
  height?: number | string;
  /** Default 100% (spec §9). */
  width?: number | string;
  /** The line-height set offered (LINE_HEIGHTS_STANDARD or LINE_HEIGHTS_WIDE). */
  lineHeights?: readonly string[];
  placeholder?: string;
  /** Replaces the default upload (POST /api/banner/uploadImage). */
  uploadImage?: ImageUploader;
  disabled?: boolean;
  /** Accessible name of the editing area. */
  ariaLabel?: string;
}

/** The empty document as Tiptap serialises it: reported as '' so that required rules work. */
const EMPTY_DOC = '<p></p>';

/**
 * Self-hosted rich-text editor (Tiptap, MIT) with every feature of spec §9. Load it through
 * LazyRichTextEditor so that it stays out of the pages that do not edit.
 */
export function RichTextEditor({
  value = '',
  onChange,
  height = DEFAULT_EDITOR_HEIGHT,
  width = DEFAULT_EDITOR_WIDTH,
  lineHeights = LINE_HEIGHTS_STANDARD,
  placeholder = '请输入正文',
  uploadImage = uploadEditorImage,
  disabled = false,
  ariaLabel = '正文编辑器',
}: RichTextEditorProps) {
  const [fullscreen, setFullscreen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const onChangeRef = useRef(onChange);
  const uploadRef = useRef(uploadImage);
  // The HTML last received or reported: a transaction that changes nothing visible (plugin
  // state, placeholder) must not report a change (it would mark a form field as edited).
  const lastHtml = useRef(value);
  useEffect(() => {
    onChangeRef.current = onChange;
    uploadRef.current = uploadImage;
  });

  const editor = useEditor({
    extensions: buildExtensions(placeholder),
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: { 'aria-label': ariaLabel, role: 'textbox', 'aria-multiline': 'true', class: 'coal-editor__prose' },
      transformPastedHTML: filterPastedHtml,
      handlePaste: (view, event) => {
        const files = imageFilesOf(event.clipboardData);
        if (!files.length) return false;
        void insertImages(files, (src) => view.dispatch(view.state.tr.replaceSelectionWith(view.state.schema.nodes.image!.create({ src }))));
        return true;
      },
      handleDrop: (view, event) => {
        const files = imageFilesOf(event.dataTransfer);
        if (!files.length) return false;
        void insertImages(files, (src) => view.dispatch(view.state.tr.replaceSelectionWith(view.state.schema.nodes.image!.create({ src }))));
        return true;
      },
    },
    onUpdate: ({ editor: current }) => {
      const raw = current.getHTML();
      const html = raw === EMPTY_DOC ? '' : raw;
      if (html === lastHtml.current) return;
      lastHtml.current = html;
      onChangeRef.current?.(html);
    },
  });

  async function insertImages(files: File[], insert: (src: string) => void) {
    for (const file of files) {
      const src = await uploadCheckedImage(file, uploadRef.current);
      if (src) insert(src);
    }
  }

  // Outside changes (a loaded article, a form reset) replace the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    lastHtml.current = value;
    if (value !== current && !(value === '' && current === EMPTY_DOC)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const onPickImage = async (file: File) => {
    const src = await uploadCheckedImage(file, uploadRef.current);
    if (src) editor?.chain().focus().setImage({ src }).run();
  };

  return (
    <div className={fullscreen ? 'coal-editor coal-editor--fullscreen' : 'coal-editor'} style={{ width }}>
      {editor ? (
        // The toolbar's selects must not take the form field's error status.
        <NoFormStyle status override>
          <EditorToolbar
            editor={editor}
            lineHeights={lineHeights}
            fullscreen={fullscreen}
            searchOpen={searchOpen}
            onPickImage={(file) => void onPickImage(file)}
            onToggleFullscreen={() => setFullscreen((on) => !on)}
            onPreview={() => setPreviewOpen(true)}
            onToggleSearch={() => setSearchOpen((on) => !on)}
          />
        </NoFormStyle>
      ) : null}
      {editor && searchOpen ? (
        <NoFormStyle status override>
          <SearchReplaceBar editor={editor} onClose={() => setSearchOpen(false)} />
        </NoFormStyle>
      ) : null}
      <div className="coal-editor__body" style={{ height: fullscreen ? undefined : height }}>
        <EditorContent editor={editor} />
      </div>
      {previewOpen && editor ? <EditorPreview html={editor.getHTML()} onClose={() => setPreviewOpen(false)} /> : null}
    </div>
  );
}
