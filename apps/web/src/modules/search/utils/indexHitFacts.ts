import type { IndexSearchHit } from '@coal/contracts';
import { formatPeriod, formatValue } from '../../prices/utils/format.ts';

/** What an index hit says of itself: family, code, delivery place, and its latest released value. */
export function indexHitFacts(hit: IndexSearchHit): string {
  const value = hit.latest ? `${formatValue(hit.latest.value, hit)}（${formatPeriod(hit.latest.period, hit.frequency)}）` : '暂无发布值';
  return [hit.familyName, hit.code, hit.deliveryPlace, value].filter(Boolean).join(' · ');
}
