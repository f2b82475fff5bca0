/** 研究报告 calls: portal lists/detail/preview/download and the back office's report pages. */
import { z } from 'zod';
import { REPORT_LIST_SORTS, sortShape } from './list-sort.ts';
import {
  dateField,
  filePathField,
  IMAGE_PATH,
  idField,
  optionalField,
  optionalIdField,
  optionalText,
  PDF_PATH,
  sortField,
  withPage,
  requiredText,
  numberField,
} from './fields.ts';
import { type LibraryStatus, libraryStatusField } from './library-common.ts';

export const REPORT_ACCESS = ['free', 'members'] as const;
export type ReportAccess = (typeof REPORT_ACCESS)[number];
export const REPORT_ACCESS_NAMES: Record<ReportAccess, string> = { free: '免费', members: '会员专享' };

export const reportListQuery = withPage(z.object({ title: optionalText(100), categoryId: optionalIdField() }));
export type ReportListQuery = z.output<typeof reportListQuery>;
export type ReportListQueryInput = z.input<typeof reportListQuery>;
export const reportsByCategoryQuery = withPage(z.object({ categoryId: idField('请选择分类'), title: optionalText(100) }));
export type ReportsByCategoryQuery = z.output<typeof reportsByCategoryQuery>;
export type ReportsByCategoryQueryInput = z.input<typeof reportsByCategoryQuery>;

export const reportFileModeField = z.enum(['preview', 'download'], { error: 'mode 只能是 preview 或 download' });
/** GET /api/researchReport/getFileLink */
export const reportFileLinkQuery = z.object({ id: idField(), mode: optionalField(reportFileModeField) });
export type ReportFileLinkQuery = z.output<typeof reportFileLinkQuery>;
export type ReportFileLinkQueryInput = z.input<typeof reportFileLinkQuery>;
/** GET /api/researchReport/file: a signed, short-lived link made by getFileLink. */
export const reportSignedFileQuery = z.object({
  id: idField(),
  mode: reportFileModeField,
  exp: numberField('链接无效', (n) => n.int({ error: '链接无效' }).positive({ error: '链接无效' })),
  sig: requiredText('链接无效', 128),
});
export type ReportSignedFileQuery = z.output<typeof reportSignedFileQuery>;
export type ReportSignedFileQueryInput = z.input<typeof reportSignedFileQuery>;

export const reportSaveBody = z.object({
  categoryId: idField('请选择报告分类'),
  title: requiredText('请输入报告标题', 200),
  summary: optionalText(2000),
  author: optionalText(100),
  institution: optionalText(100),
  publishDate: dateField('请选择发布日期（YYYY-MM-DD）'),
  coverPath: optionalField(filePathField(IMAGE_PATH, '封面图片有误，请重新上传')),
  filePath: filePathField(PDF_PATH, '请上传报告PDF文件'),
  /** Leave blank to keep what the upload read from the PDF. */
  pageCount: optionalField(numberField('页数须为整数', (n) => n.int({ error: '页数须为整数' }).min(1).max(100_000))),
  access: z.enum(REPORT_ACCESS, { error: '阅读权限只能是 free 或 members' }).default('free'),
  status: libraryStatusField.default('draft'),
  sort: sortField,
});
export type ReportSaveBody = z.output<typeof reportSaveBody>;
export type ReportSaveBodyInput = z.input<typeof reportSaveBody>;
export const reportUpdateBody = reportSaveBody.extend({ id: idField() });
export type ReportUpdateBody = z.output<typeof reportUpdateBody>;
export type ReportUpdateBodyInput = z.input<typeof reportUpdateBody>;
export const adminReportListQuery = withPage(
  z.object({
    title: optionalText(100),
    categoryId: optionalIdField(),
    status: optionalField(libraryStatusField),
    access: optionalField(z.enum(REPORT_ACCESS)),
    ...sortShape(REPORT_LIST_SORTS),
  }),
);
export type AdminReportListQuery = z.output<typeof adminReportListQuery>;
export type AdminReportListQueryInput = z.input<typeof adminReportListQuery>;

export interface ReportListItem {
  id: number;
  categoryId: number;
  categoryName: string;
  title: string;
  summary: string;
  author: string;
  institution: string;
  publishDate: string;
  coverPath: string | null;
  pageCount: number | null;
  fileSize: number;
  downloadCount: number;
  access: ReportAccess;
  /** Whether the caller may open the PDF (members-only reports need a member login). */
  canRead: boolean;
}

export type ReportDetail = ReportListItem;

export interface AdminReportItem extends ReportListItem {
  filePath: string;
  status: LibraryStatus;
  sort: number;
  updatedBy: string;
  updatedAt: string;
}

export interface ReportFileLink {
  url: string;
  /** ISO time after which the link no longer works. */
  expiresAt: string;
}
