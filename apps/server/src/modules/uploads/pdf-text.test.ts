import { describe, expect, it } from 'vitest';
import { makePdf } from '../../db/seed/demo-pdf.ts';
import { countPdfPages } from './pdf-pages.ts';
import { extractPdfText } from './pdf-text.ts';

describe('PDF text for the site search', () => {
  it('reads Chinese set in a standard CJK font through a predefined CMap (UniGB-UCS2-H), as older Chinese tools write it', async () => {
    const pdf = makePdf([
      [{ text: '炼焦煤月度供需分析（演示）', size: 20, bold: true }, '甘其毛都口岸通关车辆数维持高位，Q5500 报价 792 元/吨。'],
      [
        {
          table: [
            ['港口', '库存（万吨）'],
            ['秦皇岛港', '612'],
          ],
        },
      ],
    ]);
    expect(pdf.toString('latin1')).toContain('/Encoding /UniGB-UCS2-H'); // no font embedded
    expect(countPdfPages(pdf)).toBe(2);
    const text = await extractPdfText(pdf);
    expect(text).toContain('炼焦煤月度供需分析（演示）');
    expect(text).toContain('甘其毛都口岸通关车辆数维持高位，Q5500 报价 792 元/吨。');
    expect(text).toContain('秦皇岛港 612');
  });

  it('joins a Chinese word that a line break split, and keeps Latin words apart', async () => {
    const long = `${'煤'.repeat(43)}港口库存${'焦'.repeat(40)}`; // 44 characters to a line: wraps after 港
    const text = await extractPdfText(makePdf([[{ text: long }], ['Quarterly', 'outlook']]));
    expect(text).toContain('港口库存');
    expect(text).toContain('Quarterly outlook');
  });

  it('gives an empty text for what is not a readable PDF', async () => {
    expect(await extractPdfText(Buffer.from('%PDF-1.4\nnot really'))).toBe('');
  });
});
