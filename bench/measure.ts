/** What every benchmark here shares: one autocannon run per call, printed as ratios to a bare route. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Unmeasured load before each measured run (`BENCH_WARMUP_SECONDS`, 0 for none): a server
 * answers all day with its code optimised, so that is what is compared. Without it the first
 * seconds of a route V8 has not yet optimised (or whose caches are cold) count against it,
 * and not against the baseline's three lines.
 */
export const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
/** Concurrent connections of every run; `npm run bench` asks for 50 (the goal's load), the others keep 10. */
export let CONNECTIONS = 10;

export function setConnections(connections: number): void {
  CONNECTIONS = connections;
}

export interface Result {
  name: string;
  rps: number;
  p99: number;
  /** CPU time of the serving thread per request (µs), when known: steadier than req/s on a busy machine. */
  cpuUs?: number;
  /** 2xx answers, warm-up included. */
  answered?: number;
}

/**
 * CPU time (ms) a thread has used so far, from Linux's /proc (utime + stime, in clock ticks of
 * 10 ms); `pid` alone is a process's main thread. NaN elsewhere.
 */
export function threadCpuMs(pid = process.pid, tid = pid): number {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** A request other than a plain GET: method, body and the headers that go with it. */
export interface RequestShape {
  method: 'POST';
  body: string;
  headers: Record<string, string>;
}

/** `cpuMs` reads the serving thread's CPU time (default: this process's main thread, where buildApp serves). */
export async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  shape?: RequestShape,
  cpuMs: () => number = threadCpuMs,
): Promise<Result> {
  const load = (duration: number) =>
    autocannon({
      // The load comes from a worker thread: a server measured in this process (buildApp) then
      // has the main thread to itself, as the baselines have their own process.
      workers: 1,
      url,
      connections: CONNECTIONS,
      duration,
      headers: { ...headers, ...shape?.headers },
      ...(shape ? { method: shape.method, body: shape.body } : {}),
    });
  const failed = (r: autocannon.Result) => r.non2xx > 0 || r.errors > 0;
  let answered = 0;
  if (WARMUP_S > 0) {
    const warmup = await load(WARMUP_S);
    if (failed(warmup)) throw new Error(`${name} (warm-up): ${warmup.non2xx} non-2xx, ${warmup.errors} errors`);
    answered += warmup['2xx'];
  }
  const cpuBefore = cpuMs();
  const result = await load(DURATION_S);
  if (failed(result)) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuUs = ((cpuMs() - cpuBefore) * 1000) / result.requests.total;
  return { name, rps: result.requests.average, p99: result.latency.p99, cpuUs, answered: answered + result['2xx'] };
}

/** A bare Fastify route answering the envelope: the baseline of every ratio. */
export async function startBareRoute(): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = Fastify();
  bare.get('/bare', async () => ({ code: 0, result: true, message: 'success', data: null }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`, close: () => bare.close() };
}

/** A bare Fastify route (GET and POST) in its own process (`bare-post.ts`): a baseline the measured server's work cannot slow down. */
export async function startBareProcess(): Promise<{ url: string; cpuMs: () => number; close: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./bare-post.ts', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${line.toString().trim()}/bare`, cpuMs: () => threadCpuMs(child.pid), close: () => child.kill('SIGTERM') };
}

/** The raw answer of a GET as sent (compressed, headers and all): fetch would decode it. */
export function rawAnswer(url: string, headers: Record<string, string>): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const kept: Record<string, string> = {};
        // The transport's own headers are the bare server's business.
        for (const [name, value] of Object.entries(res.headers))
          if (typeof value === 'string' && !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) kept[name] = value;
        resolve({ headers: kept, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

export function printResults(baseline: Result, results: Result[], width = 40, engine = 'embedded PGlite'): void {
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s of warm-up, ${engine}\n`);
  // CPU ratio: the baseline's CPU per request over this call's, what req/s would be on an idle core.
  console.log(
    'call'.padEnd(width),
    'req/s'.padStart(9),
    'ratio'.padStart(7),
    'p99 ms'.padStart(8),
    'p99 ratio'.padStart(10),
    'CPU µs/req'.padStart(11),
    'CPU ratio'.padStart(10),
  );
  for (const r of [baseline, ...results]) {
    console.log(
      r.name.padEnd(width),
      r.rps.toFixed(0).padStart(9),
      (r.rps / baseline.rps).toFixed(3).padStart(7),
      r.p99.toFixed(1).padStart(8),
      (r.p99 / Math.max(baseline.p99, 0.1)).toFixed(2).padStart(10),
      (r.cpuUs ?? Number.NaN).toFixed(1).padStart(11),
      ((baseline.cpuUs ?? Number.NaN) / (r.cpuUs ?? Number.NaN)).toFixed(3).padStart(10),
    );
  }
}

/** A call and the baseline measured right before it. */
export interface Pair {
  baseline: Result;
  result: Result;
}
