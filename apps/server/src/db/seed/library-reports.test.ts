import { describe, expect, it } from 'vitest';
import { countPdfPages } from '../../modules/uploads/pdf-pages.ts';
import { extractPdfText } from '../../modules/uploads/pdf-text.ts';
import { makePdf, type PdfBlock } from './demo-pdf.ts';
import { attachmentPdfPages, DEMO_TEXTS } from './library-content.ts';
import { DEMO_REPORTS, reportPdfPages } from './library-reports.ts';

const squeeze = (s: string) => s.replace(/\s+/g, '');
/** Every paragraph, heading and table cell of the pages: what a reader must find in the PDF. */
const wordsOf = (pages: PdfBlock[][]) =>
  pages.flat().flatMap((b) => (typeof b === 'string' ? [b] : 'text' in b ? [b.text] : 'table' in b ? b.table.flat() : 'bars' in b ? [b.bars.caption] : []));

describe('demo PDFs', () => {
  it('are Chinese research reports, every page marked 演示数据, nothing cut off the page', async () => {
    for (const report of DEMO_REPORTS) {
      const pages = reportPdfPages(report);
      const pdf = makePdf(pages);
      expect(countPdfPages(pdf)).toBe(report.pages.length);
      const text = squeeze(await extractPdfText(pdf));
      for (const words of [report.title, '摘要', ...wordsOf(pages)]) expect(text, report.id).toContain(squeeze(words));
      expect(text.split('演示数据').length - 1).toBeGreaterThanOrEqual(report.pages.length * 2); // head and foot
    }
  });

  it('attach contract templates that read as such', async () => {
    for (const t of DEMO_TEXTS.filter((x) => x.attachment)) {
      const pages = attachmentPdfPages(t);
      const text = squeeze(await extractPdfText(makePdf(pages)));
      for (const words of wordsOf(pages)) expect(text, t.title).toContain(squeeze(words));
      expect(text).toContain('演示数据');
    }
  });
});
