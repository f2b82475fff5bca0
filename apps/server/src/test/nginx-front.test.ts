/**
 * The shipped deploy/nginx.conf in front of the app (Debian's nginx, its own prefix in a temp
 * directory, so any user can run it): a public price read is answered from nginx's cache
 * whatever the `_t` stamp, an unreleased value never shows through it, and a personal answer
 * is never stored.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IndexFamily, IndexValueRow, LatestValues, Page } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.ts';
import { approvePending } from './approvals.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const NGINX = '/usr/sbin/nginx';
const CONF = fileURLToPath(new URL('../../../../deploy/nginx.conf', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Starts nginx with the shipped config, listening on `port` in front of `appPort`. */
async function startNginx(appPort: number, port: number): Promise<{ close: () => void; prefix: string }> {
  const prefix = mkdtempSync(join(tmpdir(), 'coal-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  mkdirSync(join(prefix, 'temp'));
  const shipped = readFileSync(CONF, 'utf8');
  const conf = shipped.replace('listen 80 reuseport;', `listen 127.0.0.1:${port};`).replace('server 127.0.0.1:8080;', `server 127.0.0.1:${appPort};`);
  expect(conf).not.toBe(shipped);
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  // As root, nginx's workers would run as nobody, who cannot write this private prefix.
  const global = `daemon off;${process.getuid?.() === 0 ? ' user root;' : ''}`;
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', global], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/theme/getSelectedTheme`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    prefix,
    close: () => {
      child.kill('SIGTERM');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

const clock = fixedClock('2020-01-01T00:00:00Z');
const beijing = (day: string, time: string, seconds = 0) => new Date(new Date(`${day}T${time}:00+08:00`).getTime() + seconds * 1000);

let server: TestServer;
let nginx: { close: () => void };
let front: string;
let product: { id: number; code: string; releaseTime: string };
let day: string;
const PLANTED = 98765.4321;

beforeAll(async () => {
  server = await startTestServer({}, undefined, { clock });
  const port = await freePort();
  nginx = await startNginx(Number(new URL(server.url).port), port);
  front = `http://127.0.0.1:${port}`;
  const staff = await server.staff('admin');
  const families = (await staff.get<IndexFamily[]>('/api/priceIndex/families')).body.data;
  product = families.flatMap((f) => f.products).find((p) => p.active && p.frequency === 'daily')!;
  const [latest] = (await staff.get<Page<IndexValueRow>>('/api/admin/indexValues/list', { productId: product.id, currentPage: 1, pageSize: 10 })).body.data
    .list;
  day = latest!.period;
  // Three seconds before that day's release, its value is corrected to one no one may see yet.
  clock.set(beijing(day, product.releaseTime, -3));
  const saved = await staff.post('/api/admin/indexValues/update', {
    productId: product.id,
    period: day,
    value: PLANTED,
    confirmed: true,
    reason: '测试：发布前更正',
  });
  expect(saved.body.result, saved.body.message).toBe(true);
  expect(await approvePending(server)).toBe(1); // a second person approves it (four eyes)
}, 60_000);
afterAll(async () => {
  nginx?.close();
  await server?.close();
});

const latestThroughNginx = async (stamp: number) => {
  const res = await fetch(`${front}/api/priceIndex/latest?codes=${product.code}&_t=${stamp}`);
  const body = (await res.json()) as { data: LatestValues };
  return { res, values: body.data.list.map((row) => row.value) };
};

describe('nginx in front of the app (deploy/nginx.conf)', () => {
  it('answers a public price read from its cache, whatever the `_t` stamp, and never before its release', async () => {
    const first = await latestThroughNginx(1);
    expect(first.res.headers.get('x-cache-status')).toBe('MISS');
    expect(first.values).not.toContain(PLANTED);
    // Kept no longer than until the release three seconds away.
    expect(Number(/s-maxage=(\d+)/.exec(first.res.headers.get('cache-control')!)![1])).toBeLessThanOrEqual(3);

    const second = await latestThroughNginx(2);
    expect(second.res.headers.get('x-cache-status')).toBe('HIT');
    expect(second.values).not.toContain(PLANTED);

    // After the release (the cached answer has expired with it), the value shows.
    await new Promise((r) => setTimeout(r, 4_500));
    clock.set(beijing(day, product.releaseTime, 1));
    const released = await latestThroughNginx(3);
    expect(released.res.headers.get('x-cache-status')).not.toBe('HIT');
    expect(released.values).toContain(PLANTED);
  });

  it('never stores a personal answer: each caller gets their own', async () => {
    const member = await server.member('member');
    const ask = (token: string | null) => fetch(`${front}/api/user/getUserInfo?pageType=portal&_t=1`, { headers: token ? { 'e-user-token': token } : {} });
    const token = member.token!;
    const mine = await ask(token);
    const again = await ask(token);
    expect(again.headers.get('x-cache-status')).not.toBe('HIT');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const tourist = await server.client();
    const theirs = (await (await ask(tourist.token!)).json()) as { data: { loginId: string } };
    expect(theirs.data.loginId).not.toBe('member');
  });
});
