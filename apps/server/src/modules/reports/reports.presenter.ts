import type { AdminReportItem, ReportListItem } from '@coal/contracts';
import type { ReportWithCategory } from './reports.repository.ts';
import { presentItemHead } from '../library/category.presenter.ts';

/** `canRead`: whether the caller may open the PDF (see reports.access.ts). */
export function presentReport(row: ReportWithCategory, canRead: boolean): ReportListItem {
  return {
    ...presentItemHead(row),
    author: row.author,
    institution: row.institution,
    publishDate: row.publishDate,
    coverPath: row.coverPath,
    pageCount: row.pageCount,
    fileSize: row.fileSize,
    downloadCount: row.downloadCount,
    access: row.access,
    canRead,
  };
}

export function presentAdminReport(row: ReportWithCategory): AdminReportItem {
  return {
    ...presentReport(row, true),
    filePath: row.filePath,
    status: row.status,
    sort: row.sort,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}
