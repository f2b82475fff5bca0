import { NavBar } from 'antd-mobile';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { isTabRoot } from './mobileTabs.ts';

export interface MobileNavBarProps {
  title: string;
}

/** Top bar with the page title and the search button; a back arrow everywhere except the tab roots. */
export function MobileNavBar({ title }: MobileNavBarProps) {
  const { pathname } = useLocation();
  const navigate = useAppNavigate();
  const root = isTabRoot(pathname);
  // Opened straight from the app there is no history to go back to: go home instead.
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/mobile/index'));
  return (
    <NavBar
      className="coal-mobile__nav"
      back={root ? null : ''}
      backIcon={!root}
      onBack={root ? undefined : back}
      right={
        pathname.endsWith('/mobile/search') ? null : (
          <button type="button" className="coal-mobile__search-button" aria-label="搜索" onClick={() => navigate('/mobile/search')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )
      }
    >
      {title}
    </NavBar>
  );
}
