/** GET /api/basisTrend/getLists: spot vs the dominant J / JM futures contract, and the basis. */
import type { BasisTrend, BasisVariety } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';

export interface BasisParams {
  variety?: BasisVariety;
  /** e.g. J2605 */
  contract?: string;
  from?: string;
  to?: string;
}

export async function getBasisTrend(params: BasisParams = {}): Promise<BasisTrend> {
  return unwrap(await http.get<BasisTrend>('/api/basisTrend/getLists', { ...params }));
}
