/**
 * The burial-point ingest case of `analytics.ts`: saveBurialPoint POSTs (answered once durable
 * in the ingest journal; the database gets them in batches) as a ratio to a bare Fastify POST
 * of the same body, the baseline in its own process so the server's background writes do not
 * slow it down.
 */
import { measure, type Result, startBareProcess } from './measure.ts';

/** Rounds of (bare POST, saveBurialPoint) side by side; the round of median ratio is reported (`BENCH_INGEST_ROUNDS`). */
const ROUNDS = Number(process.env.BENCH_INGEST_ROUNDS ?? 3);

export interface IngestRound {
  baseline: Result;
  ingest: Result;
}

export const ingestRatio = (round: IngestRound): number => round.ingest.rps / round.baseline.rps;

/**
 * Measures the bare POST, then saveBurialPoint on `base` (served by this process's main thread)
 * with the session `token`, ROUNDS times in turn: on a shared machine the baseline alone moves
 * by a fifth from one run to the next, so one pair is a coin toss and the median pair is the
 * figure. Then, for reference, getUserInfo: the same session lookup without a write.
 */
export async function measureIngest(base: string, token: string): Promise<{ baseline: Result; results: Result[]; rounds: IngestRound[] }> {
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
  const bare = await startBareProcess();
  try {
    const auth = { 'e-user-token': token };
    const rounds: IngestRound[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const baseline = await measure('bare Fastify POST, own process (baseline)', bare.url, {}, post, bare.cpuMs);
      const ingest = await measure('POST saveBurialPoint (journaled)', `${base}/api/burialPoint/saveBurialPoint`, auth, post);
      rounds.push({ baseline, ingest });
    }
    const median = [...rounds].sort((a, b) => ingestRatio(a) - ingestRatio(b))[Math.floor(rounds.length / 2)]!;
    const reference = await measure('GET getUserInfo (session only, reference)', `${base}/api/user/getUserInfo?pageType=portal`, auth);
    return { baseline: median.baseline, results: [median.ingest, reference], rounds };
  } finally {
    bare.close();
  }
}
