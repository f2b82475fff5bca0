/** GET /api/basisTrend/getLists: spot vs the dominant J / JM futures contract, and the basis. */
import type { BasisTrend, BasisTrendQueryInput } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';

export type BasisParams = BasisTrendQueryInput;

export async function getBasisTrend(params: BasisParams = {}): Promise<BasisTrend> {
  return unwrap(await http.get<BasisTrend>('/api/basisTrend/getLists', { ...params }));
}
