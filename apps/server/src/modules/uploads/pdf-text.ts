import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * pdf.js reads the predefined CMaps (UniGB-UCS2-H and the other CJK encodings that Chinese
 * PDF tools and our own demo PDFs use) and the standard fonts' data from files it ships;
 * without them the text of such fonts comes out empty. Found from the package itself, so the
 * path holds wherever npm put it. Trailing slashes: pdf.js appends file names.
 */
const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const PDFJS_DATA = {
  cMapUrl: `${join(PDFJS_DIR, 'cmaps')}/`,
  cMapPacked: true,
  standardFontDataUrl: `${join(PDFJS_DIR, 'standard_fonts')}/`,
};

/** Enough text to find a report by its words; a PDF's tail adds little and costs index size. */
export const PDF_TEXT_LIMIT = 60_000;

/**
 * One space for any run of white space, and none where a line break fell between two Chinese
 * characters: a wrapped line is not a word boundary, and a word split over two lines must
 * still be found.
 */
const joinLines = (text: string) =>
  text
    .replace(/(\p{Script=Han}|\p{Ideographic})\s*\n\s*(?=\p{Script=Han}|\p{Ideographic})/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The text of a PDF (pdf.js, the legacy build that runs on Node without a canvas), for the
 * site search. A PDF that cannot be read gives '' rather than failing the upload: the report
 * is still found by its title and summary.
 */
export async function extractPdfText(pdf: Uint8Array, limit = PDF_TEXT_LIMIT): Promise<string> {
  try {
    // Loaded on first use: pdf.js is a large module the server's start need not read.
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await getDocument({ data: new Uint8Array(pdf), ...PDFJS_DATA, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
    try {
      let text = '';
      for (let page = 1; page <= doc.numPages && text.length < limit; page++) {
        const content = await (await doc.getPage(page)).getTextContent();
        const items = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''));
        text += `${items.join('')}\n`;
      }
      return joinLines(text).slice(0, limit);
    } finally {
      await doc.destroy();
    }
  } catch {
    return '';
  }
}
