import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreatedApiKey, Envelope, LatestValues } from '@coal/contracts';
import { BASE } from '../playwright.config.ts';
import { ACCOUNTS, apiLoginAttempt, expect, readEnvelope, test, uniqueSuffix } from '../support/fixtures.ts';

const BASE_ORIGIN = new URL(BASE).origin;
/**
 * Another site's page, served by the test on a free port of this machine as `localhost`: a
 * different origin from the portal's 127.0.0.1, and both on the loopback (Chromium asks the
 * user before a public page may call a loopback address, whatever CORS says).
 */
let partner: Server;
let partnerUrl: string;
test.beforeAll(async () => {
  partner = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>合作方</title><p>行情</p>'),
  );
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerUrl = `http://localhost:${(partner.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

test.describe('the open data API from another site’s web page (docs/decisions/0042-open-api-cors.md)', () => {
  test('a partner page reads the latest values with a key; the session API stays closed to it', async ({ page }) => {
    const [loginId, password] = ACCOUNTS.member;
    const { answer } = await apiLoginAttempt(page, 'portal', loginId, password);
    const token = answer.headers()['e-user-token']!;
    const created = await readEnvelope<CreatedApiKey>(
      await page.request.post('/api/user/apiKeys/create', { form: { name: `合作方网页${uniqueSuffix()}` }, headers: { 'e-user-token': token } }),
    );
    expect(created.result).toBe(true);
    const secret = created.data.secret;

    await page.goto(partnerUrl);

    const fromPartner = await page.evaluate(
      async ([origin, key]) => {
        const res = await fetch(`${origin}/api/open/v1/latest?codes=CCP-TC5500`, { headers: { Authorization: `Bearer ${key}` } });
        return { status: res.status, body: (await res.json()) as unknown };
      },
      [BASE_ORIGIN, secret],
    );
    expect(fromPartner.status).toBe(200);
    const body = fromPartner.body as Envelope<LatestValues>;
    expect(body.result).toBe(true);
    expect(body.data.list[0]!.code).toBe('CCP-TC5500');

    // A refusal is readable too: the page can tell its visitor why.
    const refused = await page.evaluate(async (origin) => (await fetch(`${origin}/api/open/v1/latest`)).status, BASE_ORIGIN);
    expect(refused).toBe(401);

    // The session API: the browser refuses to hand the partner page any answer.
    const session = await page.evaluate(
      async ([origin, t]) => {
        const outcomes: string[] = [];
        for (const init of [{}, { headers: { 'e-user-token': t } }]) {
          try {
            await fetch(`${origin}/api/priceIndex/latest`, init);
            outcomes.push('read');
          } catch {
            outcomes.push('blocked');
          }
        }
        return outcomes;
      },
      [BASE_ORIGIN, token],
    );
    expect(session).toEqual(['blocked', 'blocked']);
  });
});
