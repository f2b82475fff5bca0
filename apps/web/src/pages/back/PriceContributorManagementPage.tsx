import { ContributorRegistry } from '../../modules/index-assessment/components/ContributorRegistry.tsx';

/** 报价机构 (/back/PriceContributorManagement). */
export function PriceContributorManagementPage() {
  return <ContributorRegistry />;
}
