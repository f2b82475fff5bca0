import type { ReactNode } from 'react';
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ClearOutlined,
  CodeOutlined,
  EyeOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  ItalicOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  MinusOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  SearchOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Divider, Tooltip } from 'antd';
import { type Editor, useEditorState } from '@tiptap/react';
import { ColorInput, DateTimeMenu, FontSizeSelect, HeadingSelect, LineHeightSelect, TableMenu } from './ToolbarMenus.tsx';

export interface EditorToolbarProps {
  editor: Editor;
  lineHeights: readonly string[];
  fullscreen: boolean;
  searchOpen: boolean;
  onPickImage: (file: File) => void;
  onToggleFullscreen: () => void;
  onPreview: () => void;
  onToggleSearch: () => void;
}

interface ToolProps {
  title: string;
  icon: ReactNode;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
}

function Tool({ title, icon, onClick, active, disabled }: ToolProps) {
  return (
    <Tooltip title={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** The editor's toolbar; active states follow the selection. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { editor, lineHeights, fullscreen, searchOpen } = props;
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      code: e.isActive('codeBlock'),
      left: e.isActive({ textAlign: 'left' }),
      center: e.isActive({ textAlign: 'center' }),
      right: e.isActive({ textAlign: 'right' }),
      justify: e.isActive({ textAlign: 'justify' }),
      indent: Boolean(e.getAttributes('paragraph').textIndent),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const pickImage = () => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/png,image/jpeg,image/gif,image/webp';
    input.onchange = () => {
      const file = input.files?.[0];
      if (file) props.onPickImage(file);
    };
    input.click();
  };

  return (
    <div className="coal-editor__toolbar" role="toolbar" aria-label="编辑工具栏">
      <Tool title="撤销" icon={<UndoOutlined />} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <Tool title="重做" icon={<RedoOutlined />} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
      <Divider orientation="vertical" />
      <HeadingSelect editor={editor} />
      <FontSizeSelect editor={editor} />
      <LineHeightSelect editor={editor} lineHeights={lineHeights} />
      <ColorInput editor={editor} />
      <Divider orientation="vertical" />
      <Tool title="加粗" icon={<BoldOutlined />} active={state.bold} onClick={() => chain().toggleBold().run()} />
      <Tool title="斜体" icon={<ItalicOutlined />} active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <Tool title="下划线" icon={<UnderlineOutlined />} active={state.underline} onClick={() => chain().toggleUnderline().run()} />
      <Tool title="删除线" icon={<StrikethroughOutlined />} active={state.strike} onClick={() => chain().toggleStrike().run()} />
      <Tool title="清除格式" icon={<ClearOutlined />} onClick={() => chain().unsetAllMarks().clearNodes().run()} />
      <Divider orientation="vertical" />
      <Tool title="左对齐" icon={<AlignLeftOutlined />} active={state.left} onClick={() => chain().setTextAlign('left').run()} />
      <Tool title="居中" icon={<AlignCenterOutlined />} active={state.center} onClick={() => chain().setTextAlign('center').run()} />
      <Tool title="右对齐" icon={<AlignRightOutlined />} active={state.right} onClick={() => chain().setTextAlign('right').run()} />
      <Tool title="两端对齐" icon={<MenuOutlined />} active={state.justify} onClick={() => chain().setTextAlign('justify').run()} />
      <Tool title="首行缩进" icon={<MenuUnfoldOutlined />} active={state.indent} onClick={() => chain().toggleFirstLineIndent().run()} />
      <Divider orientation="vertical" />
      <Tool title="无序列表" icon={<UnorderedListOutlined />} active={state.bullet} onClick={() => chain().toggleBulletList().run()} />
      <Tool title="有序列表" icon={<OrderedListOutlined />} active={state.ordered} onClick={() => chain().toggleOrderedList().run()} />
      <Tool title="代码块" icon={<CodeOutlined />} active={state.code} onClick={() => chain().toggleCodeBlock().run()} />
      <Tool title="分隔线" icon={<MinusOutlined />} onClick={() => chain().setHorizontalRule().run()} />
      <TableMenu editor={editor} />
      <Tool title="插入图片" icon={<PictureOutlined />} onClick={pickImage} />
      <DateTimeMenu editor={editor} />
      <Divider orientation="vertical" />
      <Tool title="查找替换" icon={<SearchOutlined />} active={searchOpen} onClick={props.onToggleSearch} />
      <Tool title="预览" icon={<EyeOutlined />} onClick={props.onPreview} />
      <Tool
        title={fullscreen ? '退出全屏' : '全屏'}
        icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={props.onToggleFullscreen}
      />
    </div>
  );
}
