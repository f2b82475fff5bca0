import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { getConfig } from '../../lib/runtime-config.ts';
import { articleIdOf } from '../../modules/analytics/articleId.ts';
import { recordVisit } from '../../modules/analytics/tracker.ts';
import { useSessionStore } from '../../stores/session.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { documentTitle } from '../site.ts';
import { useRouteMeta } from '../useRouteMeta.ts';
import { AreaOutlet } from './AreaOutlet.tsx';
import { enterBackOffice, ensureMobileLogin, ensurePortalUser, leavesForMobile } from './areaEffects.ts';
import { BrowserWarning } from './BrowserWarning.tsx';
import { pageExit } from './pageExit.ts';
import { useMournTheme } from './useMournTheme.ts';

/**
 * Every navigation behaviour of spec §2 in one place, as the root route's element: visit
 * recording and document title, the legacy-browser warning, the phone redirect from the
 * portal home, the per-area start-up work (portal user, back-office cookie, mobile login),
 * the mourn theme, and hiding portal pages until the user info is loaded.
 */
export function NavigationGuard() {
  const location = useLocation();
  const meta = useRouteMeta();
  const area = meta?.area ?? 'public';
  const userLoaded = useSessionStore((state) => state.userLoaded);
  const loginStatus = useSessionStore((state) => state.loginStatus);
  const title = documentTitle(meta?.title);
  const lastRecorded = useRef('');

  const toMobile = useMemo(() => leavesForMobile(location.pathname), [location.pathname]);
  // Portal pages are hidden until the user info is loaded (spec §2), and their visits wait for
  // it so that the record carries the member.
  const userPending = area === 'portal' && !userLoaded;
  const ready = !toMobile && !userPending;
  // A visitor's page is rendered hidden meanwhile (below). A member's (a login kept by this
  // tab) waits as before: its member-only calls (watchlist, unread count, 个人中心's tabs)
  // must not start before the server has confirmed the login, which may have ended elsewhere.
  const renderPage = !userPending || !loginStatus;

  useEffect(() => {
    if (toMobile) pageExit.replace(getConfig().mobileHomeUrl);
  }, [toMobile]);

  useEffect(() => {
    // A phone sent to the mobile site leaves now: loading the portal user would make it a
    // tourist here (its trade cookies cleared) before the mobile login can use them.
    if (area === 'portal' && !toMobile) void ensurePortalUser();
    else if (area === 'back') enterBackOffice();
    else if (area === 'mobile') ensureMobileLogin();
  }, [area, location.pathname, toMobile]);

  useEffect(() => {
    // Redirect-only routes have no meta: the page they lead to records the visit.
    if (!ready || !meta) return;
    document.title = title;
    // StrictMode runs effects twice in development: one place, one visit.
    const visit = `${location.pathname}${location.search}|${title}`;
    if (lastRecorded.current === visit) return;
    lastRecorded.current = visit;
    // Analytics must never break navigation, whether it throws or rejects.
    try {
      const articleId = articleIdOf(location.pathname, location.search, getConfig().basePath);
      const pending: unknown = recordVisit({ url: window.location.href, title, articleId });
      if (pending instanceof Promise) pending.catch(() => undefined);
    } catch {
      /* ignored, see above */
    }
  }, [ready, meta, title, location.pathname, location.search]);

  useMournTheme();

  return (
    <>
      <BrowserWarning />
      {toMobile ? (
        <PageLoading fullScreen />
      ) : (
        <>
          {userPending ? <PageLoading fullScreen overlay /> : null}
          {/*
            While the user info loads, the page is already rendered, laid out and fetching
            (its chunks, its data, the banner's image), only not shown: it appears in the
            frame the user info comes, instead of being rendered only then (portal/Home's
            largest paint: ~0.3–0.6 s of rendering on a 2-core VM came after the calls).
            `visibility` is inherited through this box-less wrapper: a hidden element is not
            painted; `inert` and `aria-hidden` keep what a library shows anyway (an explicit
            `visibility: visible`) out of the focus order and the accessibility tree. The
            wrapper stays, so showing the page never remounts it.
          */}
          {renderPage ? (
            <div className="coal-area" style={userPending ? { visibility: 'hidden' } : undefined} inert={userPending} aria-hidden={userPending || undefined}>
              <AreaOutlet meta={meta} />
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
