import { MobileFamilyTabs } from '../../modules/prices/mobile/MobileFamilyTabs.tsx';

/** 价格指数 (/mobile/priceIndex): every family's latest values, one tab each. */
export function MobilePriceIndexPage() {
  return <MobileFamilyTabs />;
}
