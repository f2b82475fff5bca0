/** 公司简介 / 关于我们 / 帮助中心: fixed pages and help/FAQ entries, sanitised rich text. */
import { z } from 'zod';
import { flagField, idField, optionalField, optionalText, sortField, withPage, requiredText, longTextField } from './fields.ts';

export const COMPANY_PAGES = ['intro', 'contact', 'disclaimer'] as const;
export type CompanyPageCode = (typeof COMPANY_PAGES)[number];
export const COMPANY_PAGE_NAMES: Record<CompanyPageCode, string> = { intro: '公司简介', contact: '联系我们', disclaimer: '免责声明' };
export const companyPageField = z.enum(COMPANY_PAGES, { error: '页面只能是 intro、contact 或 disclaimer' });

export const HELP_KINDS = ['help', 'faq'] as const;
export type HelpKind = (typeof HELP_KINDS)[number];
export const HELP_KIND_NAMES: Record<HelpKind, string> = { help: '帮助文章', faq: '常见问题' };
export const helpKindField = z.enum(HELP_KINDS, { error: '类型只能是 help 或 faq' });

const richText = longTextField(500_000).default('');

export const companyPageQuery = z.object({ code: companyPageField });
export type CompanyPageQuery = z.output<typeof companyPageQuery>;
export type CompanyPageQueryInput = z.input<typeof companyPageQuery>;
export const companyPageUpdateBody = z.object({ code: companyPageField, title: requiredText('请输入标题', 100), content: richText });
export type CompanyPageUpdateBody = z.output<typeof companyPageUpdateBody>;
export type CompanyPageUpdateBodyInput = z.input<typeof companyPageUpdateBody>;

export const helpListQuery = z.object({ kind: optionalField(helpKindField), title: optionalText(100) });
export type HelpListQuery = z.output<typeof helpListQuery>;
export type HelpListQueryInput = z.input<typeof helpListQuery>;
export const adminHelpListQuery = withPage(z.object({ kind: optionalField(helpKindField), title: optionalText(100) }));
export type AdminHelpListQuery = z.output<typeof adminHelpListQuery>;
export type AdminHelpListQueryInput = z.input<typeof adminHelpListQuery>;
export const helpSaveBody = z.object({
  kind: helpKindField,
  title: requiredText('请输入标题', 200),
  content: richText,
  sort: sortField,
  enabled: flagField(true),
});
export type HelpSaveBody = z.output<typeof helpSaveBody>;
export type HelpSaveBodyInput = z.input<typeof helpSaveBody>;
export const helpUpdateBody = helpSaveBody.extend({ id: idField() });
export type HelpUpdateBody = z.output<typeof helpUpdateBody>;
export type HelpUpdateBodyInput = z.input<typeof helpUpdateBody>;

export interface CompanyPage {
  code: CompanyPageCode;
  title: string;
  content: string;
  updatedAt: string;
}

export interface HelpArticle {
  id: number;
  kind: HelpKind;
  title: string;
  content: string;
  sort: number;
  updatedAt: string;
}

export interface AdminHelpArticle extends HelpArticle {
  enabled: boolean;
}
