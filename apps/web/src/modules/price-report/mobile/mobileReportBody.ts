import type { IndexFrequency, PriceReportSubmitBodyInput, SubmissionKind } from '@coal/contracts';

/** What the phone form holds: text inputs, the kind as a one-item Selector value. */
export interface MobileReportFields {
  productCode: string;
  /** YYYY-MM-DD, or YYYY-MM from a month input. */
  period: string;
  kind: SubmissionKind[];
  price: string;
  volume: string;
  calorific?: string;
  sulphur?: string;
  deliveryPlace?: string;
  note?: string;
}

const blankToUndefined = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/** The submit call's body: monthly periods on the month's first day, blank optional fields left out. */
export function mobileReportBody(f: MobileReportFields, frequency: IndexFrequency): PriceReportSubmitBodyInput {
  const month = f.period.slice(0, 7);
  return {
    productCode: f.productCode,
    period: frequency === 'monthly' ? `${month}-01` : f.period,
    kind: f.kind[0] ?? 'deal',
    price: f.price.trim(),
    volume: f.volume.trim(),
    calorific: blankToUndefined(f.calorific),
    sulphur: blankToUndefined(f.sulphur),
    deliveryPlace: blankToUndefined(f.deliveryPlace),
    note: blankToUndefined(f.note),
  };
}
