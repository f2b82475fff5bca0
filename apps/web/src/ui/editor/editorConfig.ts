/**
 * The rich-text editor's configuration of spec §9, as plain data and pure functions so that
 * tests can pin them without a browser editor: font sizes, the two line-height sets, the
 * first-line indent, the date-time formats and the 20 MB image limit.
 */
import { MESSAGES } from '@coal/contracts';
import { formatChinaTime } from '../../lib/format.ts';

/** Font sizes (px) of spec §9. */
export const FONT_SIZES = [12, 14, 16, 18, 24, 36, 48, 56, 72] as const;

/** The line heights of the first editor configuration (spec §9). */
export const LINE_HEIGHTS_STANDARD = ['1', '1.1', '1.2', '1.3', '1.4', '1.5', '2'] as const;
/** The line heights of the second editor configuration (spec §9). */
export const LINE_HEIGHTS_WIDE = ['1', '1.5', '1.6', '1.75', '1.8', '2', '3', '4', '5'] as const;

/** First-line indent applied by the 首行缩进 button. */
export const FIRST_LINE_INDENT = '2em';

export const DEFAULT_EDITOR_HEIGHT = 450;
export const DEFAULT_EDITOR_WIDTH = '100%';

/** Image upload limit (spec §5, §9): 20 MB. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;

/** The four date-time insert formats of spec §9 (dayjs patterns) with their menu labels. */
export const DATE_TIME_FORMATS = [
  { key: 'time', pattern: 'HH:mm', label: '时:分' },
  { key: 'date', pattern: 'YYYY-MM-DD', label: '年-月-日' },
  { key: 'dateTime', pattern: 'YYYY-MM-DD HH:mm', label: '年-月-日 时:分' },
  { key: 'iso', pattern: 'YYYY-MM-DD[T]HH:mm:ss', label: 'ISO 日期时间' },
] as const;

export type DateTimeFormatKey = (typeof DATE_TIME_FORMATS)[number]['key'];

/** The text the date-time insert puts at the cursor: China time, as the articles' readers read it. */
export function formatDateTime(key: DateTimeFormatKey, at: Date = new Date()): string {
  const format = DATE_TIME_FORMATS.find((f) => f.key === key) ?? DATE_TIME_FORMATS[2];
  return formatChinaTime(at, format.pattern);
}

/** The refusal message for an image file, or null when it may be uploaded. */
export function checkImageFile(file: { size: number; type?: string }): string | null {
  if (file.size > IMAGE_MAX_BYTES) return MESSAGES.imageTooLarge;
  if (file.type && !file.type.startsWith('image/')) return '请选择图片文件';
  return null;
}
