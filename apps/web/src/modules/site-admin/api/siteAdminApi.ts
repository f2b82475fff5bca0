/** Site-management calls: ads, links, company pages and help, finance, theme, operation log. */
import type {
  AdminAdItem,
  AdminFinanceProduct,
  AdminHelpArticle,
  AdminLinkItem,
  CompanyPage,
  CompanyPageUpdateBodyInput,
  OperationLogItem,
  Page,
  ThemeItem,
} from '@coal/contracts';
import { http, unwrap, type Params } from '../../../lib/http/index.ts';
import { crudApi } from '../../../ui/admin-list/crudApi.ts';

export const adsApi = crudApi<AdminAdItem>('/api/admin/ad');
export const linksApi = crudApi<AdminLinkItem>('/api/admin/link');
export const helpApi = crudApi<AdminHelpArticle>('/api/admin/company/help');
export const financeApi = crudApi<AdminFinanceProduct>('/api/admin/finance');

export const siteAdminKeys = {
  themes: ['adminThemes'] as const,
  companyPages: ['adminCompanyPages'] as const,
  oplog: (params: Params) => ['adminOplog', params] as const,
  oplogActions: ['adminOplogActions'] as const,
};

export async function fetchThemes(): Promise<ThemeItem[]> {
  return unwrap(await http.get<ThemeItem[]>('/api/admin/theme/list'));
}

export async function selectTheme(themeNameEn: string): Promise<string> {
  const envelope = await http.post<null>('/api/admin/theme/select', { themeNameEn });
  unwrap(envelope);
  return envelope.message || '主题已切换';
}

export async function fetchAdminCompanyPages(): Promise<CompanyPage[]> {
  return unwrap(await http.get<CompanyPage[]>('/api/admin/company/pages'));
}

export async function updateCompanyPage(input: CompanyPageUpdateBodyInput): Promise<string> {
  const envelope = await http.post<unknown>('/api/admin/company/updatePage', { ...input });
  unwrap(envelope);
  return envelope.message || '保存成功';
}

export async function fetchOperationLogs(params: Params): Promise<Page<OperationLogItem>> {
  return unwrap(await http.get<Page<OperationLogItem>>('/api/admin/oplog/list', params));
}

export async function fetchOperationLogActions(): Promise<string[]> {
  return unwrap(await http.get<string[]>('/api/admin/oplog/actions'));
}
