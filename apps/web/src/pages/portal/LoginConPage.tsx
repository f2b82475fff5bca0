import { useLocation } from 'react-router';
import { pageExit } from '../../app/guard/pageExit.ts';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { siteHref } from '../../lib/links.ts';
import { LoginForm } from '../../modules/auth/components/LoginForm.tsx';
import { loginTarget } from '../../modules/auth/utils/loginTarget.ts';

/**
 * /portal/GateWay/LoginCon: the login dialog's form as a page; 取消 returns home. After a
 * successful login the app restarts (new session) on the page the member came from, or Home.
 */
export function LoginConPage() {
  const navigate = useAppNavigate();
  const location = useLocation();
  const target = loginTarget(location.search, location.state);
  return <LoginForm onCancel={() => navigate('/portal/Home')} onLoggedIn={() => pageExit.replace(siteHref(target))} />;
}
