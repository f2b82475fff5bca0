import { MobileReleaseCalendar } from '../../modules/price-analysis/mobile/MobileReleaseCalendar.tsx';

/** 发布日历 (/mobile/priceCalendar). */
export function MobilePriceCalendarPage() {
  return <MobileReleaseCalendar />;
}
