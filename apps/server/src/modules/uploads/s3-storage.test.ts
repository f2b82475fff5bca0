/**
 * The S3 storage against s3rver, an S3-compatible server run in this process: the same
 * contract as the disk storage, and the whole upload → serve path of the app on top of it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { createFileStorage } from './file-storage.ts';
import type { FileStorage } from './storage.ts';
import { testPng } from './upload-test-files.ts';

const BUCKET = 'coal-test';
let s3: S3rver;
let s3Dir: string;
let dataDir: string;
let endpoint: string;

const s3Config = () => ({
  DATA_DIR: dataDir,
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: true,
});

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'coal-s3rver-'));
  dataDir = mkdtempSync(join(tmpdir(), 'coal-s3-data-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** The text of an opened file (fails the test when it is missing). */
async function contents(opened: Promise<Readable | null>): Promise<string> {
  const stream = await opened;
  if (!stream) throw new Error('no such object');
  return text(stream);
}

describe('S3 storage', () => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = createFileStorage(s3Config());
  });

  it('puts, stats, reads (whole and a range) and deletes, each area under its own prefix', async () => {
    await storage.public.putBuffer('2026/11/a.txt', Buffer.from('焦煤价格指数'), 'text/plain');
    const info = await storage.public.stat('2026/11/a.txt');
    expect(info?.size).toBe(Buffer.byteLength('焦煤价格指数'));
    expect(info?.modifiedAt).toBeInstanceOf(Date);
    expect(await contents(storage.public.open('2026/11/a.txt'))).toBe('焦煤价格指数');
    expect(await contents(storage.public.open('2026/11/a.txt', { start: 3, end: 5 }))).toBe('煤');
    expect(await storage.private.stat('2026/11/a.txt')).toBeNull(); // another prefix

    const local = join(dataDir, 'upload.tmp');
    writeFileSync(local, 'report');
    await storage.private.putFile('2026/11/r.pdf', local, 'application/pdf');
    expect(await contents(storage.private.open('2026/11/r.pdf'))).toBe('report');

    await storage.public.delete('2026/11/a.txt');
    expect(await storage.public.stat('2026/11/a.txt')).toBeNull();
  });

  it('opens a missing object as null, at once, instead of a stream that fails or hangs', async () => {
    expect(await storage.public.open('2026/11/none.txt')).toBeNull();
  });

  it('refuses keys that climb out of their area', async () => {
    await expect(storage.public.open('../secret')).rejects.toThrow(/bad storage key/);
  });
});

describe('the app on S3 storage', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(Object.fromEntries(Object.entries(s3Config()).map(([k, v]) => [k, String(v)])));
  });
  afterAll(() => server.close());

  it('stores an editor image upload in the bucket and serves it back at /uploads/', async () => {
    const client = await server.client();
    expect((await client.login('member', 'Member@2026')).body.result).toBe(true);
    const png = testPng();
    const res = await client.postMultipart<Record<string, unknown>>('/api/banner/uploadImage', [{ data: png, name: 'chart.png', type: 'image/png' }]);
    expect(res.status).toBe(200);
    const key = String(res.body.data.filePath).replace(/^.*\/uploads\//, '');
    expect(await createFileStorage(s3Config()).public.stat(key)).not.toBeNull();
    const served = await fetch(`${server.url}/uploads/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });
});
