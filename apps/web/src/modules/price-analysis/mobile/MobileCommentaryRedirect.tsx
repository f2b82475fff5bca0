import { ErrorBlock, Skeleton } from 'antd-mobile';
import { Navigate } from 'react-router';
import { useCommentary } from '../hooks/useCommentaries.ts';

/** The phone's CommentaryRedirect: a commentary hit of /mobile/search opens its index's mobile page. */
export function MobileCommentaryRedirect({ id }: { id: number | null }) {
  const query = useCommentary(id);
  if (id === null || query.error) return <ErrorBlock status="empty" title="评述不存在或尚未发布" description="" />;
  if (!query.data) return <Skeleton.Paragraph lineCount={6} animated />;
  return <Navigate replace to={`/mobile/PriceIndexPro1?code=${encodeURIComponent(query.data.code)}`} />;
}
