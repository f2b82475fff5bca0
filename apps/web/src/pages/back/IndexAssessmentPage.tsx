import { AssessmentWorkbench } from '../../modules/index-assessment/components/AssessmentWorkbench.tsx';

/** 价格评估 (/back/IndexAssessment). */
export function IndexAssessmentPage() {
  return <AssessmentWorkbench />;
}
