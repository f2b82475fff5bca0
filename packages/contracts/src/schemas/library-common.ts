/** Shapes shared by the library and site-management calls. */
import { z } from 'zod';
import { flagField, idField, optionalField, sortField, requiredText } from './fields.ts';

export const libraryIdQuery = z.object({ id: idField() });
export type LibraryIdQuery = z.output<typeof libraryIdQuery>;
export type LibraryIdQueryInput = z.input<typeof libraryIdQuery>;

export const LIBRARY_STATUSES = ['draft', 'published'] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];
export const LIBRARY_STATUS_NAMES: Record<LibraryStatus, string> = { draft: '草稿', published: '已发布' };
export const libraryStatusField = z.enum(LIBRARY_STATUSES, { error: '状态只能是 draft 或 published' });

export const librarySetStatusBody = z.object({ id: idField(), status: libraryStatusField });
export type LibrarySetStatusBody = z.output<typeof librarySetStatusBody>;
export type LibrarySetStatusBodyInput = z.input<typeof librarySetStatusBody>;
export const librarySetEnabledBody = z.object({ id: idField(), enabled: flagField(true) });
export type LibrarySetEnabledBody = z.output<typeof librarySetEnabledBody>;
export type LibrarySetEnabledBodyInput = z.input<typeof librarySetEnabledBody>;

/** Categories of the text, report and video libraries. */
export const libraryCategorySaveBody = z.object({ name: requiredText('请输入分类名称', 50), sort: sortField });
export type LibraryCategorySaveBody = z.output<typeof libraryCategorySaveBody>;
export type LibraryCategorySaveBodyInput = z.input<typeof libraryCategorySaveBody>;
export const libraryCategoryUpdateBody = libraryCategorySaveBody.extend({ id: idField() });
export type LibraryCategoryUpdateBody = z.output<typeof libraryCategoryUpdateBody>;
export type LibraryCategoryUpdateBodyInput = z.input<typeof libraryCategoryUpdateBody>;

export interface LibraryCategory {
  id: number;
  name: string;
  sort: number;
  /** Published items in it (portal) or all items (back office). */
  count: number;
}

/** What is uploaded, for the back office's upload calls (`?kind=`). */
export const UPLOAD_KINDS = ['image', 'pdf', 'video', 'spreadsheet', 'attachment'] as const;
export type UploadKindName = (typeof UPLOAD_KINDS)[number];
export const uploadKindQuery = z.object({ kind: optionalField(z.enum(UPLOAD_KINDS, { error: '上传类型有误' })) });
export type UploadKindQuery = z.output<typeof uploadKindQuery>;
export type UploadKindQueryInput = z.input<typeof uploadKindQuery>;

/** Answer of every upload call: `filePath` joins RESOURCE_BASE_URL to make `url`. */
export interface UploadAnswer {
  filePath: string;
  /** null for private files (research-report PDFs): they are read through their own calls. */
  url: string | null;
  size: number;
  mime: string;
  /** The client's file name, for display. */
  name: string;
  pageCount?: number | null;
}
