import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { writeWebDist } from '../test/web-dist.ts';

// The built index.html's shape (apps/web/index.html): a title to replace and an empty #root.
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>煤焦国际交易中心</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';
const BASE = '/epm-coalweb/';

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = writeWebDist('coal-web-app-', { 'index.html': INDEX });
  server = await startTestServer({}, undefined, { webDistDir: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = async (path: string) => {
  const res = await fetch(`${server.url}${BASE}${path}`, { redirect: 'manual' });
  return { status: res.status, robots: res.headers.get('x-robots-tag'), type: res.headers.get('content-type'), html: await res.text() };
};

/** A not-found answer: 404, kept out of search engines, and still the app (it shows its not-found page). */
const expectNotFound = (answer: Awaited<ReturnType<typeof get>>, what: string) => {
  expect(answer.status, what).toBe(404);
  expect(answer.robots, what).toBe('noindex');
  expect(answer.type, what).toMatch(/^text\/html/);
  expect(answer.html, what).toContain('<meta name="robots" content="noindex" />');
  expect(answer.html, what).toContain('<script type="module" src="/assets/app.js">');
  expect(answer.html, what).toContain('<div id="root"></div>');
};

describe('unknown addresses under the base path', () => {
  it('answer 404 with noindex and the app, which shows its not-found page', async () => {
    for (const path of ['portal/NoSuchPage', 'no/such/page', 'portal/Home/extra', 'mobile/nothing', 'back/NoSuchPage', 'robots.txt', 'favicon.png']) {
      expectNotFound(await get(path), path);
    }
  });

  it('answer 404 for a detail page whose item does not exist or is not public', async () => {
    for (const path of [
      'portal/NoticeDetail?id=99999',
      'portal/NoticeDetail',
      'portal/NoticeDetail?id=abc',
      'mobile/notice/detail?id=99999',
      'portal/TextDetail?id=99999',
      'portal/ResearchReportDetail?id=99999',
      'portal/QuesAnswDetail?id=99999',
    ]) {
      expectNotFound(await get(path), path);
    }
  });

  it('every page of the route table still answers 200, in any letter case, with or without a trailing slash', async () => {
    for (const path of [
      'portal/Home',
      'portal/home',
      'portal/Notice/',
      'portal/Personal',
      'portal/GateWay',
      'portal/GateWay/LoginCon',
      'portal/DigitalFinance',
      'portalCopy/HomeCopy',
      'MainPage',
      'back',
      'back/Login',
      'back/ContentCheck',
      'mobile/search',
      'mobile/notice/more',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.robots, path).toBeNull();
      expect(answer.html, path).not.toContain('noindex');
    }
  });
});
