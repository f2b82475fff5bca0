import { ApprovalQueue } from '../../modules/index-assessment/components/ApprovalQueue.tsx';

/** 价格审批 (/back/IndexApproval). */
export function IndexApprovalPage() {
  return <ApprovalQueue />;
}
