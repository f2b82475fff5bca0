import { TITLE_MAX, type ContentCheckResult, type FormatIssue } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import type { ScreeningService } from '../screening/screening.service.ts';
import { findCategory } from './categories.repository.ts';
import { imagesWithoutAlt, sanitizeRichText } from '../../lib/sanitize-html.ts';

/** A body shorter than this (in visible characters) is flagged as too short. */
const MIN_TEXT = 20;

/** ContentCheckTest: the review's checks on pasted text, nothing saved. */
export async function checkContent(
  db: Database,
  screening: ScreeningService,
  input: { title: string; content: string; categoryId?: number },
): Promise<ContentCheckResult> {
  const started = performance.now();
  const sanitized = sanitizeRichText(input.content);
  const { hits, titleText, contentText } = await screening.screen({ title: input.title, html: sanitized });
  const issues: FormatIssue[] = [];
  const add = (code: string, message: string) => issues.push({ code, message });
  if (!titleText) add('title_empty', '标题为空');
  if (titleText.length > TITLE_MAX) add('title_too_long', `标题超过${TITLE_MAX}个字符（当前${titleText.length}个）`);
  if (!input.categoryId) add('category_missing', '未选择内容类型');
  else if (!(await findCategory(db, input.categoryId))?.enabled) add('category_invalid', '内容类型不存在或已停用');
  if (!contentText && !/<img\b/.test(sanitized)) add('content_empty', '正文为空');
  else if (contentText.length < MIN_TEXT) add('content_too_short', `正文过短（少于${MIN_TEXT}个字）`);
  const noAlt = imagesWithoutAlt(sanitized);
  if (noAlt > 0) add('image_without_alt', `有${noAlt}张图片缺少替代文字（alt）`);
  const dropped = (input.content.match(/<img\b/gi) ?? []).length - (sanitized.match(/<img\b/gi) ?? []).length;
  if (dropped > 0) add('image_source', `有${dropped}张图片地址不合规（仅支持 http(s) 或本站上传的图片），已被移除`);
  const normalise = (s: string) => s.replace(/\s+/g, '');
  const sanitizeChanged = normalise(sanitized) !== normalise(input.content);
  if (sanitizeChanged) add('markup_removed', '正文中有不允许的标签、属性或样式，保存时将被清除');
  return {
    pass: hits.length === 0 && issues.length === 0,
    hits,
    formatIssues: issues,
    titleText,
    contentText,
    sanitizedContent: sanitized,
    sanitizeChanged,
    elapsedMs: Math.round((performance.now() - started) * 100) / 100,
  };
}
