import { MOBILE_PRICE_FAMILIES } from '@coal/contracts';
import { MobileFamilyPrice } from '../../modules/prices/mobile/MobileFamilyPrice.tsx';

/** /mobile/priceSXCCP: the SXCCP family (MOBILE_PRICE_FAMILIES, docs/decisions/0032-price-families-periods-and-changes.md). */
export function MobilePriceSXCCPPage() {
  return <MobileFamilyPrice familyCode={MOBILE_PRICE_FAMILIES.priceSXCCP} />;
}
