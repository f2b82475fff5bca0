import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Enough text to find a report by its words; a PDF's tail adds little and costs index size. */
export const PDF_TEXT_LIMIT = 60_000;

/**
 * The text of a PDF (pdf.js, the legacy build that runs on Node without a canvas), for the
 * site search. A PDF that cannot be read gives '' rather than failing the upload: the report
 * is still found by its title and summary.
 */
export async function extractPdfText(pdf: Uint8Array, limit = PDF_TEXT_LIMIT): Promise<string> {
  try {
    const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
    try {
      let text = '';
      for (let page = 1; page <= doc.numPages && text.length < limit; page++) {
        const content = await (await doc.getPage(page)).getTextContent();
        const items = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''));
        text += `${items.join('')}\n`;
      }
      return text.replace(/\s+/g, ' ').trim().slice(0, limit);
    } finally {
      await doc.destroy();
    }
  } catch {
    return '';
  }
}
