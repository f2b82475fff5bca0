import { useState } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import type { Editor } from '@tiptap/react';
import { findMatches } from './searchReplace.ts';

export interface SearchReplaceBarProps {
  editor: Editor;
  onClose: () => void;
}

/** 查找替换: find the next match (selected and scrolled to), replace it, or replace all. */
export function SearchReplaceBar({ editor, onClose }: SearchReplaceBarProps) {
  const [term, setTerm] = useState('');
  const [replacement, setReplacement] = useState('');
  const [status, setStatus] = useState('');

  const findNext = () => {
    const matches = findMatches(editor.state.doc, term);
    if (!matches.length) {
      setStatus('未找到匹配内容');
      return;
    }
    const after = editor.state.selection.to;
    const index = Math.max(
      0,
      matches.findIndex((m) => m.from >= after),
    );
    const match = matches[index] ?? matches[0]!;
    editor.chain().focus().setTextSelection(match).scrollIntoView().run();
    setStatus(`第 ${index + 1} / ${matches.length} 处`);
  };

  const replaceCurrent = () => {
    const { from, to } = editor.state.selection;
    const selected = editor.state.doc.textBetween(from, to);
    if (term && selected.toLowerCase() === term.toLowerCase()) {
      editor.chain().focus().insertContentAt({ from, to }, replacement).run();
    }
    findNext();
  };

  const replaceAll = () => {
    const matches = findMatches(editor.state.doc, term);
    if (!matches.length) {
      setStatus('未找到匹配内容');
      return;
    }
    // From the end, so that earlier positions stay valid; one transaction, one undo step.
    const tr = editor.state.tr;
    for (const match of [...matches].reverse()) {
      if (replacement) tr.insertText(replacement, match.from, match.to);
      else tr.delete(match.from, match.to);
    }
    editor.view.dispatch(tr);
    setStatus(`已替换 ${matches.length} 处`);
  };

  return (
    <div className="coal-editor__search" role="search" aria-label="查找替换">
      <Space wrap size={6}>
        <Input
          size="small"
          aria-label="查找内容"
          placeholder="查找"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          onPressEnter={findNext}
          style={{ width: 160 }}
        />
        <Input
          size="small"
          aria-label="替换为"
          placeholder="替换为"
          value={replacement}
          onChange={(e) => setReplacement(e.target.value)}
          style={{ width: 160 }}
        />
        <Button size="small" onClick={findNext} disabled={!term}>
          查找下一个
        </Button>
        <Button size="small" onClick={replaceCurrent} disabled={!term}>
          替换
        </Button>
        <Button size="small" onClick={replaceAll} disabled={!term}>
          全部替换
        </Button>
        <Button size="small" type="text" onClick={onClose}>
          关闭
        </Button>
        <Typography.Text type="secondary" aria-live="polite">
          {status}
        </Typography.Text>
      </Space>
    </div>
  );
}
