/**
 * Server-side sorting of the paged back-office lists: `sort` names a column
 * from the list's own whitelist, `order` is asc or desc (desc when left out). Anything else
 * is a 400 with the allowed names, never a raw column name reaching SQL.
 */
import { z } from 'zod';
import { optionalField } from './fields.ts';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The `sort`/`order` fields of a list query, `sort` limited to `fields`. */
export const sortShape = <const K extends string>(fields: readonly [K, ...K[]]) => ({
  sort: optionalField(z.enum(fields, { error: `排序字段只能是 ${fields.join('、')}` })),
  order: optionalField(z.enum(SORT_ORDERS, { error: '排序方向只能是 asc 或 desc' })),
});

/** PublishContentManagement (`/api/admin/articles/list`). */
export const ARTICLE_LIST_SORTS = ['publishTime', 'updateTime', 'viewCount', 'status'] as const;
/** TextManagement (`/api/admin/text/list`). */
export const TEXT_LIST_SORTS = ['updatedAt', 'viewCount', 'status'] as const;
/** ResearchReportManagement (`/api/admin/report/list`). */
export const REPORT_LIST_SORTS = ['publishDate', 'updatedAt', 'downloadCount', 'status'] as const;
/** VideoManagement (`/api/admin/video/list`). */
export const VIDEO_LIST_SORTS = ['updatedAt', 'viewCount', 'status'] as const;
/** ContentCheck (`/api/admin/review/list`). */
export const REVIEW_LIST_SORTS = ['submitTime', 'status'] as const;
