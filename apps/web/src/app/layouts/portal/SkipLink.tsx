import type { MouseEvent } from 'react';

/** The id of the portal's <main>, the target of the skip link. */
export const PORTAL_MAIN_ID = 'coal-main';

/**
 * 跳到主要内容: the first Tab stop of every portal page, hidden until focused, so that a keyboard
 * visitor need not Tab through the header and its eleven sections (WCAG 2.4.1). It moves the
 * focus itself rather than following `#coal-main`: a hash change is a new location for the
 * router (popstate), and focus lands on <main> in every browser this way.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(PORTAL_MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <a className="coal-skip-link" href={`#${PORTAL_MAIN_ID}`} onClick={skip}>
      跳到主要内容
    </a>
  );
}
