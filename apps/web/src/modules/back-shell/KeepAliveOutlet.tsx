import { useRef, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useRouteMeta } from '../../app/useRouteMeta.ts';
import { tabKeyOf } from './tabKey.ts';

export interface KeepAliveOutletProps {
  /**
   * Router keys still open (the tab bar's); a kept page whose tab was closed is dropped so
   * that reopening it starts fresh. Undefined keeps everything.
   */
  openKeys?: readonly string[];
  /** Shown instead of the current page (e.g. 403); kept pages stay mounted behind it. */
  replacement?: ReactNode;
}

/**
 * Outlet that keeps pages marked keepAlive (only ContentCheck, spec §2) mounted while other
 * pages are shown: their element stays at a stable, keyed place in the tree and is merely
 * hidden, so its component state survives. Every other page mounts fresh each visit.
 */
export function KeepAliveOutlet({ openKeys, replacement }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const { pathname, search } = useLocation();
  // Keyed like the tabs: PublishDetail?id=37 and ?id=36 are two pages, each mounted fresh.
  const current = tabKeyOf(pathname, search);
  const keepAlive = Boolean(useRouteMeta()?.keepAlive) && replacement === undefined;
  const cache = useRef(new Map<string, ReactNode>());

  // Render-time bookkeeping is idempotent (same key, same element), so safe under StrictMode.
  if (keepAlive && outlet) cache.current.set(current, outlet);
  if (openKeys) {
    for (const key of [...cache.current.keys()]) {
      if (key !== current && !openKeys.includes(key)) cache.current.delete(key);
    }
  }

  return (
    <>
      {[...cache.current].map(([key, element]) => (
        <div key={key} hidden={key !== current} data-keep-alive={key}>
          {element}
        </div>
      ))}
      {keepAlive ? null : <div key={`page:${current}`}>{replacement ?? outlet}</div>}
    </>
  );
}
