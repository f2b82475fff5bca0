import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../lib/envelope.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { postFile, testHtml, testMp4, testPdf, testPng, testWebm } from './upload-test-files.ts';
import { receiveUpload } from './receive.ts';
import { saveImageUpload } from './upload.service.ts';
import { UPLOAD_RULES, type UploadKind } from './upload-kinds.ts';

const MB = 1024 * 1024;
let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'coal-uploads-'));
  server = await startTestServer({ DATA_DIR: dataDir }, (app) => {
    // The one-call helper, with the kind's limits handed to busboy.
    app.post('/api/test/upload/:kind', { config: { auth: 'open', longRunning: true } }, async (request) => {
      const { kind } = request.params as { kind: UploadKind };
      return ok(await receiveUpload(request, kind));
    });
    // The exported saver on a part read without per-call limits: our own byte count decides.
    app.post('/api/test/save-image', { config: { auth: 'open', longRunning: true } }, async (request) => {
      const part = await request.file();
      return ok(await saveImageUpload(app, part!));
    });
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (kind: string, data: Buffer, name: string, type: string) => postFile(`${server.url}/api/test/upload/${kind}`, null, data, name, type);
const storedFiles = () => readdirSync(join(dataDir, 'uploads'), { recursive: true }).filter((f) => String(f).includes('.'));
const tempFiles = () => readdirSync(join(dataDir, 'uploads-tmp'));

describe('upload type sniffing', () => {
  it('accepts a real PNG, names it itself and serves it with safe headers', async () => {
    const png = testPng();
    const res = await upload('image', png, '../../../etc/passwd.png', 'image/png');
    expect(res.status).toBe(200);
    const filePath = res.body.data.filePath as string;
    expect(filePath).toMatch(/^\d{4}\/\d{2}\/[a-f0-9]{32}\.png$/);
    expect(res.body.data).toMatchObject({ ext: 'png', size: png.length, originalName: 'passwd.png', area: 'public' });

    const served = await fetch(`${server.url}/uploads/${filePath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(served.headers.get('content-security-policy')).toMatch(/(^|; )sandbox($|;)/);
    expect(served.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses HTML disguised as a PNG (name and mime lie) and keeps nothing', async () => {
    const before = storedFiles().length;
    const res = await upload('image', testHtml(), 'photo.png', 'image/png');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ result: false, message: UPLOAD_RULES.image.wrongType });
    expect(storedFiles()).toHaveLength(before);
    expect(tempFiles()).toHaveLength(0);
  });

  it('takes the type from the bytes: a PNG called report.pdf is refused as a PDF, accepted as an image named .png', async () => {
    expect((await upload('pdf', testPng(), 'report.pdf', 'application/pdf')).status).toBe(415);
    const asImage = await upload('image', testPng(), 'report.pdf', 'application/pdf');
    expect(asImage.body.data.filePath).toMatch(/\.png$/);
  });

  it('accepts PDFs (with their page count), MP4, WebM and CSV; refuses markup as CSV', async () => {
    const pdf = await upload('pdf', testPdf(), 'a.bin', 'application/octet-stream');
    expect(pdf.body.data).toMatchObject({ ext: 'pdf', pageCount: 2 });
    expect((await upload('video', testMp4(), 'v', 'text/plain')).body.data).toMatchObject({ ext: 'mp4' });
    expect((await upload('video', testWebm(), 'v', 'text/plain')).body.data).toMatchObject({ ext: 'webm' });
    expect((await upload('video', testPdf(), 'v.mp4', 'video/mp4')).status).toBe(415);
    expect((await upload('spreadsheet', Buffer.from('品名,价格\n动力煤,800\n'), 'p.csv', 'text/csv')).body.data).toMatchObject({ ext: 'csv', area: 'public' });
    expect((await upload('spreadsheet', testHtml(), 'p.csv', 'text/csv')).status).toBe(415);
  });
});

describe('upload size limits', () => {
  const bigPng = (bytes: number) => Buffer.concat([testPng(), Buffer.alloc(bytes - testPng().length)]);

  it('refuses an image over 20 MB with 图片大小不能超过20MB (busboy limit path)', async () => {
    const res = await upload('image', bigPng(20 * MB + 1), 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ result: false, message: MESSAGES.imageTooLarge });
    expect(res.body.message).toBe('图片大小不能超过20MB');
    expect(tempFiles()).toHaveLength(0);
  });

  it('refuses it too when the route read the part without limits (our own count)', async () => {
    const res = await postFile(`${server.url}/api/test/save-image`, null, bigPng(21 * MB), 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('图片大小不能超过20MB');
  });

  it('accepts an image of exactly 20 MB', async () => {
    const res = await upload('image', bigPng(20 * MB), 'edge.png', 'image/png');
    expect(res.status).toBe(200);
    expect(res.body.data.size).toBe(20 * MB);
  });

  it('refuses an import file over 10 MB', async () => {
    const res = await upload('spreadsheet', Buffer.alloc(10 * MB + 10, 'a,b\n'), 'x.csv', 'text/csv');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(UPLOAD_RULES.spreadsheet.tooLarge);
  });
});

describe('malformed uploads are 4xx in Chinese, never 500', () => {
  it('no multipart, no file, a broken body', async () => {
    const form = await fetch(`${server.url}/api/test/upload/image`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form.status).toBe(415);
    expect(((await form.json()) as { message: string }).message).toMatch(/multipart/);

    const noFile = new FormData();
    noFile.append('title', 'x');
    const empty = await fetch(`${server.url}/api/test/upload/image`, { method: 'POST', body: noFile });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe('请选择要上传的文件');

    const broken = await fetch(`${server.url}/api/test/upload/image`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    expect(((await broken.json()) as { message: string }).message).toMatch(/[\u4e00-\u9fa5]/);

    const zero = await upload('image', Buffer.alloc(0), 'z.png', 'image/png');
    expect(zero.status).toBe(400);
  });
});

describe('serving /uploads/*', () => {
  it('answers only names it made: traversal and odd names are 404', async () => {
    for (const path of [
      '/uploads/../package.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/2026/01/evil.html',
      '/uploads/2026/01/0123456789abcdef0123456789abcdef.png',
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
    }
  });

  it('serves byte ranges (video seeking), HEAD without a body and PDFs inline with a viewer-safe CSP', async () => {
    const video = await upload('video', testMp4(), 'v.mp4', 'video/mp4');
    const url = `${server.url}/uploads/${video.body.data.filePath as string}`;
    const ranged = await fetch(url, { headers: { range: 'bytes=4-11' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 4-11/${testMp4().length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).toString('latin1')).toBe('ftypisom');
    expect((await fetch(url, { headers: { range: 'bytes=999-' } })).status).toBe(416);

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('video/mp4');
    expect(head.headers.get('content-length')).toBe(String(testMp4().length));

    const pdf = await upload('pdf', testPdf(), 'r.pdf', 'application/pdf');
    const served = await fetch(`${server.url}/uploads/${pdf.body.data.filePath as string}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(served.headers.get('content-security-policy')).toMatch(/^default-src 'none'.*object-src 'self'/);
    // A PDF's OpenAction script gets an opaque origin with scripts off.
    expect(served.headers.get('content-security-policy')).toMatch(/(^|; )sandbox($|;)/);
  });

  it('answers 404, not a broken 200 or a 500, for a file deleted between its stat and its read', async () => {
    const saved = await upload('image', testPng(), 'gone.png', 'image/png');
    const key = saved.body.data.filePath as string;
    const storage = server.app.fileStorage.public;
    const stat = storage.stat.bind(storage);
    storage.stat = async (k) => {
      const info = await stat(k);
      await storage.delete(k);
      return info;
    };
    try {
      const res = await fetch(`${server.url}/uploads/${key}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(((await res.json()) as { message: string }).message).toBe('文件不存在');
    } finally {
      storage.stat = stat;
    }
  });

  it('offers spreadsheets as attachments', async () => {
    const csv = await upload('spreadsheet', Buffer.from('a,b\n1,2\n'), 'p.csv', 'text/csv');
    const served = await fetch(`${server.url}/uploads/${csv.body.data.filePath as string}`);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(served.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });
});
