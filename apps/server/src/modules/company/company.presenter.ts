import { COMPANY_PAGE_NAMES, COMPANY_PAGES, type AdminHelpArticle, type CompanyPage, type CompanyPageCode, type HelpArticle } from '@coal/contracts';
import type { CompanyPageRow, HelpRow } from './company.repository.ts';

/** Every fixed page, in order; one never saved answers its name and no content. */
export function presentCompanyPages(rows: CompanyPageRow[]): CompanyPage[] {
  return COMPANY_PAGES.map((code) =>
    presentCompanyPage(
      code,
      rows.find((r) => r.code === code),
    ),
  );
}

export function presentCompanyPage(code: CompanyPageCode, row: CompanyPageRow | undefined): CompanyPage {
  return { code, title: row?.title ?? COMPANY_PAGE_NAMES[code], content: row?.content ?? '', updatedAt: (row?.updatedAt ?? new Date(0)).toISOString() };
}

export function presentHelp(row: HelpRow): HelpArticle {
  return { id: row.id, kind: row.kind, title: row.title, content: row.content, sort: row.sort, updatedAt: row.updatedAt.toISOString() };
}

export const presentAdminHelp = (row: HelpRow): AdminHelpArticle => ({ ...presentHelp(row), enabled: row.enabled });
