import { useEffect, useRef } from 'react';
import { NavBar } from 'antd-mobile';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { MobileBell } from '../alerts/mobile/MobileBell.tsx';
import { GoButton } from './GoButton.tsx';
import { isTabRoot } from './mobileTabs.ts';

export interface MobileNavBarProps {
  title: string;
}

/** Top bar with the page title and the search button; a back arrow everywhere except the tab roots. */
export function MobileNavBar({ title }: MobileNavBarProps) {
  const { pathname } = useLocation();
  const navigate = useAppNavigate();
  const root = isTabRoot(pathname);
  const ref = useRef<HTMLDivElement>(null);
  // antd-mobile draws its left slot as role="button" with an icon only, even when empty:
  // name it 返回 for screen readers, and take the role away on the tab roots (nothing to press).
  useEffect(() => {
    const left = ref.current?.querySelector('.adm-nav-bar-left');
    if (!left) return;
    if (root) left.removeAttribute('role');
    else {
      left.setAttribute('role', 'button');
      left.setAttribute('aria-label', '返回');
      left.setAttribute('tabindex', '0');
    }
    // Usable by keyboard too: Enter and Space press it like a click.
    const onKey = (event: Event) => {
      const key = (event as KeyboardEvent).key;
      if (!root && (key === 'Enter' || key === ' ')) {
        event.preventDefault();
        (left as HTMLElement).click();
      }
    };
    left.addEventListener('keydown', onKey);
    return () => left.removeEventListener('keydown', onKey);
  }, [root]);
  // Opened straight from the app there is no history to go back to: go home instead.
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/mobile/index'));
  return (
    <div ref={ref}>
      <NavBar
        className="coal-mobile__nav"
        back={root ? null : ''}
        backIcon={!root}
        onBack={root ? undefined : back}
        right={
          pathname.endsWith('/mobile/search') ? null : (
            <>
              <MobileBell />
              <GoButton to="/mobile/search" className="coal-mobile__search-button" aria-label="搜索">
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
                  <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </GoButton>
            </>
          )
        }
      >
        {title}
      </NavBar>
    </div>
  );
}
