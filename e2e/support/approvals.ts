/**
 * Four eyes in the specs: a typed, imported or corrected index value becomes public only once
 * a second person approves it. The approver's side, through the API, for specs whose subject
 * is something else (alerts, embargo, import).
 */
import type { Browser } from '@playwright/test';
import type { Assessment, Page as ListPage } from '@coal/contracts';
import { apiGet, backLoginAs, expect, readEnvelope, storedToken } from './fixtures.ts';

/** What a value write sends besides the value: the plausibility check's confirmation, with a reason. */
export const CONFIRMED = { reason: '端到端测试', confirmed: '1' } as const;

/** Approves, as the demo approver, every pending entry of an index (or of every index); answers how many. */
export async function approvePending(browser: Browser, productCode?: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await backLoginAs(page, 'approver');
    const token = await storedToken(page, 'back');
    const params = { status: 'pending', currentPage: '1', pageSize: '50', ...(productCode ? { productCode } : {}) };
    const pending = (await apiGet<ListPage<Assessment>>(page, '/api/admin/assessments/list', params, token)).data.list;
    for (const entry of pending) {
      const answer = await page.request.post('/api/admin/assessments/approve', { form: { id: String(entry.id) }, headers: { 'e-user-token': token } });
      expect((await readEnvelope(answer)).message, `approve #${entry.id}`).not.toMatch(/不能|失败/);
    }
    return pending.length;
  } finally {
    await context.close();
  }
}
