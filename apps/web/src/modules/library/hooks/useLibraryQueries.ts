import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Params } from '../../../lib/http/index.ts';
import {
  fetchLibraryCategories,
  fetchReport,
  fetchReportFileLink,
  fetchReports,
  fetchText,
  fetchTexts,
  fetchVideos,
  libraryKeys,
  type LibraryDomain,
} from '../api/libraryApi.ts';

const paged = { placeholderData: keepPreviousData };

/** GET /api/{text|researchReport|video}/findCategoryList */
export const useLibraryCategoriesQuery = (domain: LibraryDomain) =>
  useQuery({ queryKey: libraryKeys.categories(domain), queryFn: () => fetchLibraryCategories(domain), staleTime: 5 * 60_000 });
/** GET /api/text/findTextInfoList | findTextListByCategoryId */
export const useTextListQuery = (params: Params & { categoryId?: number }) =>
  useQuery({ queryKey: libraryKeys.texts(params), queryFn: () => fetchTexts(params), ...paged });
/** GET /api/text/getTextDetail */
export const useTextDetailQuery = (id: number | null) =>
  useQuery({ queryKey: libraryKeys.text(id ?? 0), queryFn: () => fetchText(id!), enabled: id !== null, staleTime: 0 });
/** GET /api/researchReport/findReportInfoList | findReportListByCategoryId */
export const useReportListQuery = (params: Params & { categoryId?: number }) =>
  useQuery({ queryKey: libraryKeys.reports(params), queryFn: () => fetchReports(params), ...paged });
/** GET /api/researchReport/getReportDetail */
export const useReportDetailQuery = (id: number | null) =>
  useQuery({ queryKey: libraryKeys.report(id ?? 0), queryFn: () => fetchReport(id!), enabled: id !== null, staleTime: 0 });
/** GET /api/researchReport/getFileLink?mode=preview (only when the reader may read it) */
export const useReportPreviewLinkQuery = (id: number | null, enabled: boolean) =>
  useQuery({
    queryKey: ['library', 'report', 'previewLink', id],
    queryFn: () => fetchReportFileLink(id!, 'preview'),
    enabled: id !== null && enabled,
    staleTime: 60_000,
  });
/** GET /api/video/findVideoList */
export const useVideoListQuery = (params: Params) => useQuery({ queryKey: libraryKeys.videos(params), queryFn: () => fetchVideos(params), ...paged });
