/**
 * Staff's side of the alert specs: an editor's session on its own context, an index looked up
 * by code, its latest released value (and the one before), and the value calls that enter
 * that day again, which is what sets a member's alerts off.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import type { IndexProduct, IndexValueRow, Page as ListPage } from '@coal/contracts';
import { CONFIRMED, approvePending } from './approvals.ts';
import { apiGet, backLoginAs, storedToken } from './fixtures.ts';

/**
 * `delete`, `add` or `update` one day's value of an index with a staff token; each call (a
 * released value's deletion is a withdrawal) is approved by a second person.
 */
export function dayValueCalls(browser: Browser, request: APIRequestContext, token: string, product: IndexProduct, period: string) {
  return async (path: 'delete' | 'add' | 'update', value?: number) => {
    const answer = await request.post(`/api/admin/indexValues/${path}`, {
      form: { productId: String(product.id), period, ...(value === undefined ? {} : { value: String(value), ...CONFIRMED }) },
      headers: { 'e-user-token': token },
    });
    await approvePending(browser, product.code);
    return answer;
  };
}

export async function stageIndexRelease(browser: Browser, code: string) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await backLoginAs(staff, 'editor');
  const token = await storedToken(staff, 'back');
  const products = await apiGet<ListPage<IndexProduct>>(staff, '/api/admin/indexProducts/list', { keyword: code, currentPage: '1', pageSize: '10' }, token);
  const product = products.data.list.find((p) => p.code === code)!;
  const rows = (
    await apiGet<ListPage<IndexValueRow>>(staff, '/api/admin/indexValues/list', { productId: String(product.id), currentPage: '1', pageSize: '10' }, token)
  ).data.list;
  const at = rows.findIndex((r) => r.released);
  const [target, previous] = [rows[at]!, rows[at + 1]!];
  const write = dayValueCalls(browser, staff.request, token, product, target.period);
  return { product, target, previous, write, close: () => context.close() };
}
