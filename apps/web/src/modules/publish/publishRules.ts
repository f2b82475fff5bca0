/** Validation of the quick-publish form (mirrors publishArticleForm in the contracts). */
import { SUMMARY_MAX, TITLE_MAX } from '@coal/contracts';
import type { Rule } from 'antd/es/form';

/** Whether editor HTML holds something a reader would see (text or an image). */
export function hasVisibleContent(html: string | undefined): boolean {
  if (!html) return false;
  if (/<img\s/i.test(html)) return true;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').trim().length > 0;
}

export const PUBLISH_RULES: Record<'title' | 'categoryId' | 'summary' | 'content', Rule[]> = {
  title: [
    { required: true, whitespace: true, message: '请输入标题' },
    { max: TITLE_MAX, message: `标题不能超过${TITLE_MAX}个字符` },
  ],
  categoryId: [{ required: true, message: '请选择内容类型' }],
  summary: [{ max: SUMMARY_MAX, message: `摘要不能超过${SUMMARY_MAX}个字符` }],
  content: [
    {
      validator: (_rule, value: string | undefined) => (hasVisibleContent(value) ? Promise.resolve() : Promise.reject(new Error('请输入正文'))),
    },
  ],
};
