import { MobileProductCatalog } from '../../modules/prices/mobile/MobileProductCatalog.tsx';

/** 指数产品 (/mobile/PriceIndexPro): the index products by family. */
export function MobilePriceIndexProPage() {
  return <MobileProductCatalog />;
}
