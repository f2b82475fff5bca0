import { LoadError } from '../ui/LoadError.tsx';

/**
 * Last-resort error element of the router (a layout threw). Pages have their own boundary
 * in lazyPage; here the only sensible retry is a reload.
 */
export function RouteErrorPage() {
  return (
    <div className="coal-route-error">
      <LoadError />
    </div>
  );
}
