import { NavBar } from 'antd-mobile';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { isTabRoot } from './mobileTabs.ts';

export interface MobileNavBarProps {
  title: string;
}

/** Top bar with the page title; a back arrow everywhere except the tab roots. */
export function MobileNavBar({ title }: MobileNavBarProps) {
  const { pathname } = useLocation();
  const navigate = useAppNavigate();
  const root = isTabRoot(pathname);
  // Opened straight from the app there is no history to go back to: go home instead.
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/mobile/index'));
  return (
    <NavBar className="coal-mobile__nav" back={root ? null : ''} backIcon={!root} onBack={root ? undefined : back}>
      {title}
    </NavBar>
  );
}
