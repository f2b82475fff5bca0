import { useLocation } from 'react-router';
import { readIdParam } from '../../lib/format.ts';
import { MobileArticleDetail } from '../../modules/mobile-content/MobileArticleDetail.tsx';

/** /mobile/notice/detail?id=… */
export function MobileNoticeDetailPage() {
  return <MobileArticleDetail id={readIdParam(useLocation().search)} />;
}
