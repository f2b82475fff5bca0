/** Portal calls of the site: banners, external links, company pages, help, digital finance, theme. */
import type { AdSlot, Banner, CompanyPage, CompanyPageCode, DigitalFinanceData, ExternalLink, HelpArticle, HelpKind, LinkGroup } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';

export const siteKeys = {
  banners: (slot?: AdSlot) => ['site', 'banners', slot ?? 'all'] as const,
  links: (group?: LinkGroup) => ['site', 'links', group ?? 'all'] as const,
  companyPages: ['site', 'companyPages'] as const,
  companyPage: (code: CompanyPageCode) => ['site', 'companyPage', code] as const,
  helpList: (kind?: HelpKind, title?: string) => ['site', 'help', kind ?? 'all', title ?? ''] as const,
  help: (id: number) => ['site', 'helpDetail', id] as const,
  finance: ['site', 'finance'] as const,
};

export async function fetchBanners(slot?: AdSlot): Promise<Banner[]> {
  return unwrap(await http.get<Banner[]>('/api/banner/getBanners', slot ? { slot } : {}));
}

export async function fetchExternalLinks(group?: LinkGroup): Promise<ExternalLink[]> {
  return unwrap(await http.get<ExternalLink[]>('/api/externalLink/findLinkList', group ? { group } : {}));
}

export async function fetchCompanyPage(code: CompanyPageCode): Promise<CompanyPage> {
  return unwrap(await http.get<CompanyPage>('/api/company/getPage', { code }));
}

export async function fetchHelpList(kind?: HelpKind, title?: string): Promise<HelpArticle[]> {
  return unwrap(await http.get<HelpArticle[]>('/api/company/findHelpList', { kind, title }));
}

export async function fetchDigitalFinance(): Promise<DigitalFinanceData> {
  return unwrap(await http.get<DigitalFinanceData>('/api/digitalFinance/getData'));
}
