import { MobilePriceHome } from '../../modules/prices/mobile/MobilePriceHome.tsx';

/** 价格 (/mobile/price): charts, the three families and the coming releases. */
export function MobilePricePage() {
  return <MobilePriceHome />;
}
