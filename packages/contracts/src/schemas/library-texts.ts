/** 文本库 calls: portal lists/detail and the back office's TextManagement/TextAdd/TextDetail. */
import { z } from 'zod';
import { sortShape, TEXT_LIST_SORTS } from './list-sort.ts';
import {
  ATTACHMENT_PATH,
  filePathField,
  idField,
  jsonArrayField,
  optionalField,
  optionalIdField,
  optionalText,
  sortField,
  withPage,
  longTextField,
  requiredText,
  numberField,
} from './fields.ts';
import { type LibraryStatus, libraryStatusField } from './library-common.ts';

/** GET /api/text/findTextInfoList: search by title, optional category. */
export const textListQuery = withPage(z.object({ title: optionalText(100), categoryId: optionalIdField() }));
export type TextListQuery = z.output<typeof textListQuery>;
export type TextListQueryInput = z.input<typeof textListQuery>;
/** GET /api/text/findTextListByCategoryId */
export const textsByCategoryQuery = withPage(z.object({ categoryId: idField('请选择分类'), title: optionalText(100) }));
export type TextsByCategoryQuery = z.output<typeof textsByCategoryQuery>;
export type TextsByCategoryQueryInput = z.input<typeof textsByCategoryQuery>;

export const textAttachmentField = z.object({
  filePath: filePathField(ATTACHMENT_PATH, '附件文件有误，请重新上传'),
  name: requiredText('请填写附件名称', 200),
  size: optionalField(numberField('数值有误', (n) => n.int().nonnegative())),
});

/** Back office: create (no id) or update (with id) a text; `content` is sanitised on the server. */
export const textSaveBody = z.object({
  categoryId: idField('请选择文本分类'),
  title: requiredText('请输入标题', 200),
  summary: optionalText(500),
  content: longTextField(500_000, '正文格式有误').default(''),
  attachments: jsonArrayField(textAttachmentField, 20, '附件列表格式有误'),
  status: libraryStatusField.default('draft'),
  sort: sortField,
});
export type TextSaveBody = z.output<typeof textSaveBody>;
export type TextSaveBodyInput = z.input<typeof textSaveBody>;
export const textUpdateBody = textSaveBody.extend({ id: idField() });
export type TextUpdateBody = z.output<typeof textUpdateBody>;
export type TextUpdateBodyInput = z.input<typeof textUpdateBody>;
export const adminTextListQuery = withPage(
  z.object({ title: optionalText(100), categoryId: optionalIdField(), status: optionalField(libraryStatusField), ...sortShape(TEXT_LIST_SORTS) }),
);
export type AdminTextListQuery = z.output<typeof adminTextListQuery>;
export type AdminTextListQueryInput = z.input<typeof adminTextListQuery>;

export interface TextAttachment {
  filePath: string;
  name: string;
  size?: number;
}

export interface TextListItem {
  id: number;
  categoryId: number;
  categoryName: string;
  title: string;
  summary: string;
  attachmentCount: number;
  viewCount: number;
  /** ISO time. */
  publishedAt: string | null;
  updatedAt: string;
}

export interface TextDetail extends TextListItem {
  content: string;
  attachments: TextAttachment[];
}

/** Back-office rows add the status and who edited. */
export interface AdminTextItem extends TextListItem {
  status: LibraryStatus;
  sort: number;
  updatedBy: string;
}
