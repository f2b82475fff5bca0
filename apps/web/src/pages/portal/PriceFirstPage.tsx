import { PriceExplorer } from '../../modules/prices/components/PriceExplorer.tsx';

/** /portal/PriceFirst: the 第一个指数系列 (DESIGN §5). */
export function PriceFirstPage() {
  return <PriceExplorer title="价格指数" familyPosition={0} />;
}
