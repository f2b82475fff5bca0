import { PriceExplorer } from '../../modules/prices/components/PriceExplorer.tsx';

/** /portal/PriceThird: the 第三个指数系列 (DESIGN §5). */
export function PriceThirdPage() {
  return <PriceExplorer title="价格指数" familyPosition={2} />;
}
