import { z } from 'zod';

/**
 * The file formats a member can download a price table in. One list for every export
 * (series, comparison, statistics, spreads), so a new format reaches them all at once.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** `format` of an export request; CSV when absent (what the first export offered). */
export const exportFormatField = z.enum(EXPORT_FORMATS, { error: '不支持的导出格式' }).default('csv');
