import { PagePlaceholder } from '../ui/PagePlaceholder.tsx';
import { useRouteMeta } from './useRouteMeta.ts';

/**
 * Placeholder for a route whose page a later issue builds: the route table's Chinese
 * title and 暂无数据, inside the area's layout. The title comes from the table so it is
 * written once.
 */
export function RoutePlaceholder() {
  const meta = useRouteMeta();
  return <PagePlaceholder title={meta?.title ?? ''} />;
}
