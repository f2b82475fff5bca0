import { MethodologyAdmin } from '../../modules/index-assessment/components/MethodologyAdmin.tsx';

/** 编制方法 (/back/IndexMethodology). */
export function IndexMethodologyPage() {
  return <MethodologyAdmin />;
}
