import { useLocation } from 'react-router';
import { readIdParam } from '../../lib/format.ts';
import { CommentaryRedirect } from '../../modules/price-analysis/components/CommentaryRedirect.tsx';

/** /portal/IndexCommentary?id=…: where the site search links a market commentary. */
export function IndexCommentaryPage() {
  return <CommentaryRedirect id={readIdParam(useLocation().search)} />;
}
