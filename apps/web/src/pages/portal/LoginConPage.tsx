import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { LoginForm } from '../../modules/auth/components/LoginForm.tsx';

/** /portal/GateWay/LoginCon: the login dialog's form as a page; 取消 returns home. */
export function LoginConPage() {
  const navigate = useAppNavigate();
  return <LoginForm onCancel={() => navigate('/portal/Home')} />;
}
