import { readFile } from 'node:fs/promises';

/**
 * The page count of a PDF when it can be read cheaply: page objects written in the clear
 * (`/Type /Page`), or the largest `/Count` of a page tree. PDFs that keep their objects in
 * compressed object streams give null rather than a guess.
 */
export function countPdfPages(pdf: Buffer): number | null {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  let treeCount = 0;
  for (const match of text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g)) {
    treeCount = Math.max(treeCount, Number(match[1] ?? match[2]));
  }
  const count = Math.max(pages, treeCount);
  return count > 0 && count < 100_000 ? count : null;
}

export async function countPdfPagesInFile(path: string): Promise<number | null> {
  return countPdfPages(await readFile(path));
}
