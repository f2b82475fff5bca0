import type { MouseEvent } from 'react';
import { Link, useLocation, useResolvedPath, type LinkProps } from 'react-router';
import { isDuplicateNavigation } from './navigation.ts';

/** Router link that does nothing when it points at the current path+query (spec §8). */
export function AppLink({ onClick, to, relative, ...rest }: LinkProps) {
  const location = useLocation();
  // Resolve as the Link itself will (relative to the route), then compare absolutely.
  const target = useResolvedPath(to, { relative });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && isDuplicateNavigation(location, target)) event.preventDefault();
  };
  return <Link to={to} relative={relative} onClick={handleClick} {...rest} />;
}
