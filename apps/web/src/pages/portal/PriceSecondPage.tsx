import { PriceExplorer } from '../../modules/prices/components/PriceExplorer.tsx';

/** /portal/PriceSecond: the 第二个指数系列 (DESIGN §5). */
export function PriceSecondPage() {
  return <PriceExplorer title="价格指数" familyPosition={1} />;
}
