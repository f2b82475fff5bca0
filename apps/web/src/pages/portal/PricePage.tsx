import { PriceExplorer } from '../../modules/prices/components/PriceExplorer.tsx';

/** 价格指数 (/portal/Price and /portal/PriceNew): every index family. */
export function PricePage() {
  return <PriceExplorer title="价格指数" />;
}
