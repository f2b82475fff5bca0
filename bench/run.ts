/**
 * `npm run bench`: requests/s and p99 latency of the foundation's hot calls, each as a ratio
 * to a bare Fastify route measured in the same run (absolute numbers on shared machines mean
 * little). Runs the real buildApp() on a throwaway embedded database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { measure, printResults, startBareRoute } from './measure.ts';

async function main(): Promise<void> {
  const bare = await startBareRoute();

  const dataDir = mkdtempSync(join(tmpdir(), 'coal-bench-'));
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const token = ((await (await fetch(`${base}/api/user/getToken?flag=1`)).json()) as { data: string }).data;
  const auth = { 'e-user-token': token };

  const baseline = await measure('bare Fastify route (baseline)', bare.url);
  const results = [
    await measure('GET /api/theme/getSelectedTheme', `${base}/api/theme/getSelectedTheme`, auth),
    await measure('GET /api/user/getUserInfo', `${base}/api/user/getUserInfo?pageType=portal`, auth),
    await measure('GET /api/user/getToken (new session)', `${base}/api/user/getToken?flag=1`),
  ];

  printResults(baseline, results);
  await app.close();
  await bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
