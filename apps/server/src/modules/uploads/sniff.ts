import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import type { StoredExt } from './upload-kinds.ts';

/** file-type's names for what we accept, mapped to our extensions. */
const FROM_FILE_TYPE: Record<string, StoredExt> = {
  png: 'png',
  jpg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
  mp4: 'mp4',
  m4v: 'mp4',
  webm: 'webm',
  xlsx: 'xlsx',
  docx: 'docx',
  pptx: 'pptx',
  cfb: 'xls', // legacy Office container; only the spreadsheet kind accepts it
};

/**
 * What a stored file really is, from its bytes (magic numbers), never from the client's
 * name or mime. CSV has no magic number: it is accepted as plain text without NUL bytes
 * that does not open like markup, and only when the caller allows CSV.
 */
export async function sniffFile(path: string, allowCsv: boolean): Promise<StoredExt | null> {
  const detected = await fileTypeFromFile(path);
  if (detected) return FROM_FILE_TYPE[detected.ext] ?? null;
  if (!allowCsv) return null;
  return (await looksLikeCsv(path)) ? 'csv' : null;
}

async function looksLikeCsv(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    const head = buffer.subarray(0, bytesRead);
    if (bytesRead === 0 || head.includes(0)) return false;
    // Control characters other than tab, CR and LF mean a binary file.
    for (const byte of head) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
    const start = head
      .toString('latin1')
      .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
      .trimStart();
    return !start.startsWith('<');
  } finally {
    await handle.close();
  }
}
