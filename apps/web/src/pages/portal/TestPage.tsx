import { SelfCheck } from '../../modules/self-check/SelfCheck.tsx';

/** /portal/Test: the self-check page. */
export function TestPage() {
  return <SelfCheck />;
}
