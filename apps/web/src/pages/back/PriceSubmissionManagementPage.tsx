import { SubmissionList } from '../../modules/index-assessment/components/SubmissionList.tsx';

/** 价格采集 (/back/PriceSubmissionManagement). */
export function PriceSubmissionManagementPage() {
  return <SubmissionList />;
}
