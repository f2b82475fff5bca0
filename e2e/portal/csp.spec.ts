import type { Page } from '@playwright/test';
import { backLoginAs, expect, test } from '../support/fixtures.ts';

/** Every CSP violation the page reports (zod's JIT probe used to be one, on every page). */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|unsafe-eval/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return violations;
}

test.describe('content security policy', () => {
  test('the portal, a form and the back office run without any CSP violation (no eval)', async ({ page }) => {
    const violations = await collectViolations(page);
    await page.goto('portal/Home');
    await expect(page.locator('#root')).not.toBeEmpty();
    await backLoginAs(page, 'reviewer');
    await page.goto('back/ComplainManagement');
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
