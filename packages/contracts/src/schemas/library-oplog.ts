/** OperationLogManager and Theme: the operation-log listing/export and the theme switch. */
import { z } from 'zod';
import { optionalDateTimeField, optionalField, optionalText, withPage, requiredText } from './fields.ts';

const oplogFilters = z
  .object({
    /** Who: part of the staff member's name or login. */
    person: optionalText(50),
    action: optionalText(50),
    result: optionalField(z.enum(['success', 'failure'], { error: '结果只能是 success 或 failure' })),
    ip: optionalText(64),
    startTime: optionalDateTimeField('开始时间格式有误'),
    endTime: optionalDateTimeField('结束时间格式有误'),
  })
  .refine((v) => !v.startTime || !v.endTime || v.startTime <= v.endTime, { error: '结束时间不能早于开始时间', path: ['endTime'] });

export const oplogListQuery = z.intersection(oplogFilters, withPage(z.object({})));
export type OplogListQuery = z.output<typeof oplogListQuery>;
export type OplogListQueryInput = z.input<typeof oplogListQuery>;
export const oplogExportQuery = oplogFilters;
export type OplogExportQuery = z.output<typeof oplogExportQuery>;
export type OplogExportQueryInput = z.input<typeof oplogExportQuery>;

export interface OperationLogItem {
  id: number;
  staffName: string;
  action: string;
  target: string;
  ip: string;
  result: 'success' | 'failure';
  /** ISO time */
  createdAt: string;
  /** Why a failed write was refused (the message its caller saw). */
  reason: string;
  /** What an edit changed: one row per field, values as shown to staff. */
  changes: OperationLogChange[];
}

export interface OperationLogChange {
  field: string;
  before: string;
  after: string;
}

/** What the audit trail keeps in `detail` besides who/what/when. */
export interface OperationLogDetail {
  reason?: string;
  changes?: OperationLogChange[];
}

export const themeSelectBody = z.object({ themeNameEn: requiredText('请选择主题', 50) });
export type ThemeSelectBody = z.output<typeof themeSelectBody>;
export type ThemeSelectBodyInput = z.input<typeof themeSelectBody>;

export interface ThemeItem {
  themeNameEn: string;
  name: string;
  selected: boolean;
}
