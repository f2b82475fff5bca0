import { FieldTimeOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Dropdown, Select, Tooltip } from 'antd';
import { type Editor, useEditorState } from '@tiptap/react';
import { DATE_TIME_FORMATS, type DateTimeFormatKey, FONT_SIZES, formatDateTime } from './editorConfig.ts';

interface MenuProps {
  editor: Editor;
}

type HeadingLevel = 1 | 2 | 3 | 4;
const HEADINGS: Array<{ value: string; label: string }> = [
  { value: 'p', label: '正文' },
  { value: '1', label: '标题1' },
  { value: '2', label: '标题2' },
  { value: '3', label: '标题3' },
  { value: '4', label: '标题4' },
];

export function HeadingSelect({ editor }: MenuProps) {
  const level = useEditorState({
    editor,
    selector: ({ editor: e }) => ([1, 2, 3, 4] as const).find((l) => e.isActive('heading', { level: l }))?.toString() ?? 'p',
  });
  return (
    <Select
      size="small"
      virtual={false}
      aria-label="段落格式"
      value={level}
      style={{ width: 84 }}
      options={HEADINGS}
      onChange={(value: string) => {
        if (value === 'p') editor.chain().focus().setParagraph().run();
        else
          editor
            .chain()
            .focus()
            .toggleHeading({ level: Number(value) as HeadingLevel })
            .run();
      }}
    />
  );
}

/** Font sizes of spec §9 (px). */
export function FontSizeSelect({ editor }: MenuProps) {
  const size = useEditorState({ editor, selector: ({ editor: e }) => (e.getAttributes('textStyle').fontSize as string | undefined) ?? null });
  return (
    <Select
      size="small"
      virtual={false}
      aria-label="字号"
      placeholder="字号"
      value={size}
      allowClear
      style={{ width: 84 }}
      options={FONT_SIZES.map((px) => ({ value: `${px}px`, label: `${px}px` }))}
      onChange={(value: string | undefined) => {
        if (value) editor.chain().focus().setFontSize(value).run();
        else editor.chain().focus().unsetFontSize().run();
      }}
    />
  );
}

export interface LineHeightSelectProps extends MenuProps {
  lineHeights: readonly string[];
}

/** Line heights: the set is the editor's configuration (spec §9 has two). */
export function LineHeightSelect({ editor, lineHeights }: LineHeightSelectProps) {
  const current = useEditorState({
    editor,
    selector: ({ editor: e }) => ((e.getAttributes('paragraph').lineHeight ?? e.getAttributes('heading').lineHeight) as string | undefined) ?? null,
  });
  return (
    <Select
      size="small"
      virtual={false}
      aria-label="行高"
      placeholder="行高"
      value={current}
      allowClear
      style={{ width: 76 }}
      options={lineHeights.map((value) => ({ value, label: value }))}
      onChange={(value: string | undefined) =>
        editor
          .chain()
          .focus()
          .setBlockLineHeight(value ?? '')
          .run()
      }
    />
  );
}

export function ColorInput({ editor }: MenuProps) {
  const color = useEditorState({ editor, selector: ({ editor: e }) => (e.getAttributes('textStyle').color as string | undefined) ?? '#1f2329' });
  return (
    <Tooltip title="文字颜色">
      <input
        type="color"
        aria-label="文字颜色"
        className="coal-editor__color"
        value={/^#[0-9a-f]{6}$/i.test(color) ? color : '#1f2329'}
        onChange={(event) => editor.chain().focus().setColor(event.target.value).run()}
      />
    </Tooltip>
  );
}

/** Inserts the current date-time in one of the four formats of spec §9. */
export function DateTimeMenu({ editor }: MenuProps) {
  const items = DATE_TIME_FORMATS.map((format) => ({ key: format.key, label: `${format.label}（${formatDateTime(format.key)}）` }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) =>
          editor
            .chain()
            .focus()
            .insertContent(formatDateTime(key as DateTimeFormatKey))
            .run(),
      }}
    >
      <Button size="small" type="text" icon={<FieldTimeOutlined />} aria-label="插入日期时间" />
    </Dropdown>
  );
}

export function TableMenu({ editor }: MenuProps) {
  const inTable = useEditorState({ editor, selector: ({ editor: e }) => e.isActive('table') });
  const items = [
    { key: 'insert', label: '插入表格（3×3）' },
    { key: 'addRow', label: '下方插入行', disabled: !inTable },
    { key: 'addColumn', label: '右侧插入列', disabled: !inTable },
    { key: 'deleteRow', label: '删除行', disabled: !inTable },
    { key: 'deleteColumn', label: '删除列', disabled: !inTable },
    { key: 'deleteTable', label: '删除表格', disabled: !inTable, danger: true },
  ];
  const run = (key: string) => {
    const chain = editor.chain().focus();
    if (key === 'insert') chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
    else if (key === 'addRow') chain.addRowAfter().run();
    else if (key === 'addColumn') chain.addColumnAfter().run();
    else if (key === 'deleteRow') chain.deleteRow().run();
    else if (key === 'deleteColumn') chain.deleteColumn().run();
    else if (key === 'deleteTable') chain.deleteTable().run();
  };
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => run(key) }}>
      <Button size="small" type="text" icon={<TableOutlined />} aria-label="表格" />
    </Dropdown>
  );
}
