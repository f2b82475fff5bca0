import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { RichTextEditorProps } from './RichTextEditor.tsx';
import { DEFAULT_EDITOR_HEIGHT } from './editorConfig.ts';

const Editor = lazy(() => import('./RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })));

/**
 * The rich-text editor, loaded only when a page shows it (its chunk holds Tiptap and
 * ProseMirror). Same props as RichTextEditor; works as an antd Form field.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div style={{ height: props.height ?? DEFAULT_EDITOR_HEIGHT, border: '1px solid #d9d9d9', padding: 16 }}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
