/** Byte-level test files for upload tests (real magic numbers, tiny bodies). */
import { makePng } from '../../db/seed/demo-files.ts';
import { makePdf } from '../../db/seed/demo-pdf.ts';

export const testPng = () => makePng(8, 8, [200, 30, 30]);
export const testPdf = () => makePdf([['Test document'], ['Second page']]);
/** An MP4 as file-type sees one: an `ftyp` box (brand isom) and a `free` box. */
export const testMp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'ascii'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomavc1', 'ascii'),
    Buffer.from([0, 0, 0, 0x10]),
    Buffer.from('free', 'ascii'),
    Buffer.alloc(8),
  ]);
/** A WebM EBML header (DocType webm) followed by padding. */
export const testWebm = () =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]),
    Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08]),
    Buffer.from([0x42, 0x82, 0x84]),
    Buffer.from('webm', 'ascii'),
    Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
    Buffer.alloc(64),
  ]);
export const testHtml = () => Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');

/** Posts one file as multipart field `file` (the browser's FormData), with the session token. */
export async function postFile(url: string, token: string | null, data: Buffer, name: string, type: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  const res = await fetch(url, { method: 'POST', body: form, headers: token ? { 'e-user-token': token } : {} });
  const text = await res.text();
  let body: { code: number; result: boolean; message: string; data: Record<string, unknown> };
  try {
    body = JSON.parse(text);
  } catch {
    body = { code: -1, result: false, message: text, data: {} };
  }
  return { status: res.status, body };
}
