/** Portal calls of the text library, research reports and videos (docs/api-library.md). */
import type { LibraryCategory, Page, ReportDetail, ReportFileLink, ReportListItem, TextDetail, TextListItem, VideoItem } from '@coal/contracts';
import { http, unwrap, type Params } from '../../../lib/http/index.ts';

export type LibraryDomain = 'text' | 'report' | 'video';

const CATEGORY_URLS: Record<LibraryDomain, string> = {
  text: '/api/text/findCategoryList',
  report: '/api/researchReport/findCategoryList',
  video: '/api/video/findCategoryList',
};

export const libraryKeys = {
  categories: (domain: LibraryDomain) => ['library', domain, 'categories'] as const,
  texts: (params: Params) => ['library', 'text', 'list', params] as const,
  text: (id: number) => ['library', 'text', 'detail', id] as const,
  reports: (params: Params) => ['library', 'report', 'list', params] as const,
  report: (id: number) => ['library', 'report', 'detail', id] as const,
  videos: (params: Params) => ['library', 'video', 'list', params] as const,
  video: (id: number) => ['library', 'video', 'detail', id] as const,
};

export async function fetchLibraryCategories(domain: LibraryDomain): Promise<LibraryCategory[]> {
  return unwrap(await http.get<LibraryCategory[]>(CATEGORY_URLS[domain]));
}

/** findTextInfoList, or findTextListByCategoryId when a category is chosen. */
export async function fetchTexts(params: Params & { categoryId?: number }): Promise<Page<TextListItem>> {
  const url = params.categoryId ? '/api/text/findTextListByCategoryId' : '/api/text/findTextInfoList';
  return unwrap(await http.get<Page<TextListItem>>(url, params));
}

export async function fetchText(id: number): Promise<TextDetail> {
  return unwrap(await http.get<TextDetail>('/api/text/getTextDetail', { id }));
}

/** findReportInfoList, or findReportListByCategoryId when a category is chosen. */
export async function fetchReports(params: Params & { categoryId?: number }): Promise<Page<ReportListItem>> {
  const url = params.categoryId ? '/api/researchReport/findReportListByCategoryId' : '/api/researchReport/findReportInfoList';
  return unwrap(await http.get<Page<ReportListItem>>(url, params));
}

export async function fetchReport(id: number): Promise<ReportDetail> {
  return unwrap(await http.get<ReportDetail>('/api/researchReport/getReportDetail', { id }));
}

/** A short-lived signed link to the PDF (preview inline or download). */
export async function fetchReportFileLink(id: number, mode: 'preview' | 'download'): Promise<ReportFileLink> {
  return unwrap(await http.get<ReportFileLink>('/api/researchReport/getFileLink', { id, mode }));
}

export async function fetchVideos(params: Params): Promise<Page<VideoItem>> {
  return unwrap(await http.get<Page<VideoItem>>('/api/video/findVideoList', params));
}
