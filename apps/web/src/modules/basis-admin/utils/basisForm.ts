/** Between the 期现基差 form (antd values, a dayjs date) and basisSaveBody. */
import { BASIS_DEFAULT_SPOT_NAMES, type BasisQuoteAdmin, type BasisSaveBodyInput, type BasisVariety } from '@coal/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { chinaNow } from '../../../lib/china-time.ts';
import type { BasisQuoteInput } from '../api/basisAdminApi.ts';
import type { NumberFields } from '../../../ui/admin-list/formBody.ts';

export type BasisFormValues = NumberFields<Omit<BasisSaveBodyInput, 'tradeDate'>, 'spotPrice' | 'futuresPrice'> & { tradeDate: Dayjs };

export function newBasisValues(variety: BasisVariety = 'J'): Partial<BasisFormValues> {
  return { tradeDate: chinaNow(), variety, spotName: BASIS_DEFAULT_SPOT_NAMES[variety] };
}

export function toBasisFormValues(q: BasisQuoteAdmin): BasisFormValues {
  return {
    tradeDate: dayjs(q.tradeDate),
    variety: q.variety,
    contract: q.contract,
    spotName: q.spotName,
    spotPrice: q.spotPrice,
    futuresPrice: q.futuresPrice,
  };
}

export function toBasisInput(v: BasisFormValues): BasisQuoteInput {
  const contract = v.contract?.trim().toUpperCase();
  return {
    tradeDate: v.tradeDate.format('YYYY-MM-DD'),
    variety: v.variety,
    ...(contract ? { contract } : {}),
    spotName: v.spotName?.trim() ?? '',
    spotPrice: v.spotPrice,
    futuresPrice: v.futuresPrice,
  };
}

/** spot − futures, as the server will compute it; null until both prices are typed. */
export function previewBasis(spot: number | null | undefined, futures: number | null | undefined): number | null {
  if (typeof spot !== 'number' || typeof futures !== 'number') return null;
  return Math.round((spot - futures) * 100) / 100;
}
