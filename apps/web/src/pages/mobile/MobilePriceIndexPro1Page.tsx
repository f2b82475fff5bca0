import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useFamiliesQuery } from '../../modules/prices/hooks/useFamiliesQuery.ts';
import { MobileIndexDetail } from '../../modules/prices/mobile/MobileIndexDetail.tsx';
import { resolveSelection } from '../../modules/prices/utils/selection.ts';

/** 指数产品详情 (/mobile/PriceIndexPro1?code=…): one index; without a code the headline index. */
export function MobilePriceIndexPro1Page() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const families = useFamiliesQuery();
  if (code) return <MobileIndexDetail key={code} code={code} />;
  if (families.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  const { product } = resolveSelection(families.data ?? [], null, null);
  return product ? <MobileIndexDetail code={product.code} /> : <ErrorBlock status="empty" title="暂无指数" description="" />;
}
