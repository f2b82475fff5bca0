/** 全站搜索 words shared by the header box (zod-free: the portal's entry reads it). */

/** What the search covers, in the order the filter shows them. */
export const SEARCH_KINDS = ['notice', 'news', 'post', 'text', 'report', 'qa', 'commentary'] as const;
export type SearchKindCode = (typeof SEARCH_KINDS)[number];
export const SEARCH_KIND_LABELS: Record<SearchKindCode, string> = {
  notice: '通知公告',
  news: '资讯评论',
  post: '会员动态',
  text: '文本库',
  report: '研究报告',
  qa: '专家问答',
  commentary: '市场评述',
};

export interface SearchSuggestion {
  kind: SearchKindCode;
  id: number;
  title: string;
  path: string;
}
