import { Result, Spin } from 'antd';
import { Navigate } from 'react-router';
import { useCommentary } from '../hooks/useCommentaries.ts';

/** A site-search hit on a commentary opens its index page (the commentary shows beside the value). */
export function CommentaryRedirect({ id }: { id: number | null }) {
  const query = useCommentary(id);
  if (id === null || query.error) return <Result status="404" title="评述不存在或尚未发布" />;
  if (!query.data) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return <Navigate replace to={`/portal/Price?code=${encodeURIComponent(query.data.code)}`} />;
}
