import type { AdSlot, CompanyPageCode, HelpKind, LinkGroup } from '@coal/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchBanners, fetchCompanyPage, fetchDigitalFinance, fetchExternalLinks, fetchHelpList, siteKeys } from '../api/siteApi.ts';

const long = { staleTime: 5 * 60_000 };

/** GET /api/banner/getBanners */
export const useBannersQuery = (slot?: AdSlot) => useQuery({ queryKey: siteKeys.banners(slot), queryFn: () => fetchBanners(slot), ...long });
/** GET /api/externalLink/findLinkList */
export const useExternalLinksQuery = (group?: LinkGroup) => useQuery({ queryKey: siteKeys.links(group), queryFn: () => fetchExternalLinks(group), ...long });
/** GET /api/company/getPage */
export const useCompanyPageQuery = (code: CompanyPageCode) =>
  useQuery({ queryKey: siteKeys.companyPage(code), queryFn: () => fetchCompanyPage(code), ...long });
/** GET /api/company/findHelpList */
export const useHelpListQuery = (kind?: HelpKind, title?: string) =>
  useQuery({ queryKey: siteKeys.helpList(kind, title), queryFn: () => fetchHelpList(kind, title), ...long });
/** GET /api/digitalFinance/getData */
export const useDigitalFinanceQuery = () => useQuery({ queryKey: siteKeys.finance, queryFn: fetchDigitalFinance, ...long });
