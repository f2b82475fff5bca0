/**
 * The burial-point ingest case of `analytics.ts`: saveBurialPoint POSTs (answered only once
 * committed: group commit) as a ratio to a bare Fastify POST of the same body, the baseline in
 * its own process so the server's background writes do not slow it down.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { measure, type Result, threadCpuMs } from './measure.ts';

async function startBarePost(): Promise<{ url: string; cpuMs: () => number; close: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./bare-post.ts', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${line.toString().trim()}/bare`, cpuMs: () => threadCpuMs(child.pid), close: () => child.kill('SIGTERM') };
}

/**
 * Measures the bare POST, then saveBurialPoint on `base` (served by this process's main thread) with the session `token`, and for
 * reference getUserInfo: the same session lookup without a write (on PGlite the lookups and
 * the batch commits share one connection, so that is the ceiling of any session call).
 */
export async function measureIngest(base: string, token: string): Promise<{ baseline: Result; results: Result[] }> {
  const body = JSON.stringify({
    eventName: 'pageView',
    uuid: 'bench-visitor',
    sessionId: 'bench-session',
    startTime: Date.now(),
    url: '/epm-coalweb/portal/Home',
    title: '首页',
    referrer: 'https://www.baidu.com/s?wd=焦煤价格',
  });
  const post = { method: 'POST' as const, body, headers: { 'content-type': 'application/json' } };
  const bare = await startBarePost();
  try {
    const baseline = await measure('bare Fastify POST, own process (baseline)', bare.url, {}, post, bare.cpuMs);
    const auth = { 'e-user-token': token };
    const ingest = await measure('POST saveBurialPoint (committed)', `${base}/api/burialPoint/saveBurialPoint`, auth, post);
    const reference = await measure('GET getUserInfo (session only, reference)', `${base}/api/user/getUserInfo?pageType=portal`, auth);
    return { baseline, results: [ingest, reference] };
  } finally {
    bare.close();
  }
}
