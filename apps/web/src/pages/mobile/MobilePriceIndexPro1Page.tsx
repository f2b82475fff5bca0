import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useFamiliesQuery } from '../../modules/prices/hooks/useFamiliesQuery.ts';
import { MobileCommentaryRedirect } from '../../modules/price-analysis/mobile/MobileCommentaryRedirect.tsx';
import { MobileIndexDetail } from '../../modules/prices/mobile/MobileIndexDetail.tsx';
import { resolveSelection } from '../../modules/prices/utils/selection.ts';
import { readIdParam } from '../../lib/format.ts';

/**
 * 指数产品详情 (/mobile/PriceIndexPro1?code=…): one index; without a code the headline index.
 * `?commentary=<id>` (a commentary hit of /mobile/search) opens the index of that commentary.
 */
export function MobilePriceIndexPro1Page() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const commentary = params.has('commentary') ? readIdParam(params.toString(), 'commentary') : undefined;
  const families = useFamiliesQuery();
  if (commentary !== undefined) return <MobileCommentaryRedirect id={commentary} />;
  if (code) return <MobileIndexDetail key={code} code={code} />;
  if (families.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  const { product } = resolveSelection(families.data ?? [], null, null);
  return product ? <MobileIndexDetail code={product.code} /> : <ErrorBlock status="empty" title="暂无指数" description="" />;
}
