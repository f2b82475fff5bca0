import { Workbench } from '../../modules/back-shell/Workbench.tsx';
import { useStaffStore } from '../../stores/staff.ts';

const NONE: readonly string[] = [];

/** /back: the workbench (counts that need action, shortcuts to the permitted pages). */
export function BackHomePage() {
  const permissions = useStaffStore((state) => state.profile?.permissions ?? NONE);
  return <Workbench permissions={permissions} />;
}
