import { MobilePriceReport } from '../../modules/price-report/mobile/MobilePriceReport.tsx';

/** 价格填报 (/mobile/priceReport): a contributor's member reports prices from the phone. */
export function MobilePriceReportPage() {
  return <MobilePriceReport />;
}
