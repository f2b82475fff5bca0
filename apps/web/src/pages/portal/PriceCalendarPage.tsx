import { ReleaseCalendar } from '../../modules/price-analysis/components/ReleaseCalendar.tsx';

/** 发布日历 (/portal/PriceCalendar): public, like the release times themselves. */
export function PriceCalendarPage() {
  return <ReleaseCalendar />;
}
