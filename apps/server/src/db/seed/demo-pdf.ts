/**
 * Real PDFs made in code for the demonstration data and the tests (no binary assets, no font
 * files): A4 pages of Chinese and Latin text, simple tables and bar charts.
 *
 * Chinese is set in STSong-Light, one of the standard CJK fonts every PDF reader knows and
 * none needs embedded (Chromium and pdf.js substitute an installed CJK font, Acrobat its own),
 * through the predefined CMap UniGB-UCS2-H, so a character's code is its UCS-2 value. A
 * ToUnicode CMap makes the text extractable everywhere. Latin runs use Helvetica.
 */
import type { Rgb } from './demo-files.ts';

/** One block of a page, top to bottom. A string is a paragraph of body text. */
export type PdfBlock =
  | string
  | { text: string; size?: number; bold?: boolean; color?: Rgb; align?: 'left' | 'center'; indent?: boolean }
  | { table: string[][] }
  | { bars: { caption: string; unit: string; items: [label: string, value: number][] } }
  | { rule: true }
  /** Small centred text at the foot of the page, outside the flow. */
  | { footer: string };

const PAGE = { width: 595, height: 842, left: 64, top: 780, bottom: 60 };
const TEXT_WIDTH = PAGE.width - PAGE.left * 2;
const BODY = 10.5;
const INK: Rgb = [33, 33, 33];
const ACCENT: Rgb = [23, 78, 140];

const isLatin = (c: string) => c >= ' ' && c <= '~';
/** Helvetica's widths, roughly (digits and most letters 0.556 em); CJK is 1 em. */
const widthOf = (text: string, size: number) =>
  [...text].reduce((w, c) => w + (!isLatin(c) ? 1 : ' .,:;!|ijl\'"'.includes(c) ? 0.278 : /[A-Zmw%@]/.test(c) ? 0.72 : 0.556), 0) * size;

/** Pieces a line may break between: a Latin word, a space, or one other character. */
const tokens = (text: string) => text.match(/[!-~]+| |[^ -~]/gu) ?? [];
const NO_LINE_START = /^[，。、；：？！）」』》,.;:?!)%]/;

function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const token of tokens(text)) {
    const next = line + token;
    if (line && widthOf(next.trimEnd(), size) > width && !NO_LINE_START.test(token)) {
      lines.push(line.trimEnd());
      line = token === ' ' ? '' : token;
    } else line = next;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

const hex4 = (code: number) => code.toString(16).padStart(4, '0').toUpperCase();
const latinString = (s: string) => `(${s.replace(/([\\()])/g, '\\$1')})`;
/** UCS-2 hex; characters outside the Basic Multilingual Plane become a fullwidth ？. */
const cjkString = (s: string) => `<${[...s].map((c) => hex4(c.codePointAt(0)! > 0xffff ? 0xff1f : c.codePointAt(0)!)).join('')}>`;

/** Draws text at (x, y): Latin runs in Helvetica (/F1), the rest in STSong-Light (/F2). */
function textOp(text: string, x: number, y: number, size: number, color: Rgb = INK, bold = false, used?: Set<string>): string {
  const runs = text.match(/[ -~]+|[^ -~]+/gu) ?? [];
  const [r, g, b] = color.map((v) => (v / 255).toFixed(3));
  const ops = ['BT', `${r} ${g} ${b} rg ${r} ${g} ${b} RG`, bold ? `2 Tr ${(size / 50).toFixed(2)} w` : '0 Tr', `${x.toFixed(1)} ${y.toFixed(1)} Td`];
  for (const run of runs) {
    if (isLatin(run[0]!)) ops.push(`/F1 ${size} Tf ${latinString(run)} Tj`);
    else {
      for (const c of run) used?.add(c);
      ops.push(`/F2 ${size} Tf ${cjkString(run)} Tj`);
    }
  }
  ops.push('ET');
  return ops.join('\n');
}

const fill = ([r, g, b]: Rgb) => `${(r / 255).toFixed(3)} ${(g / 255).toFixed(3)} ${(b / 255).toFixed(3)} rg`;
const hline = (x1: number, x2: number, y: number, width = 0.6) => `0.6 g 0.6 G ${width} w ${x1} ${y.toFixed(1)} m ${x2} ${y.toFixed(1)} l S`;

/** The content stream of one page. Text that would run off the page is left out. */
function pageStream(blocks: PdfBlock[], used: Set<string>): string {
  const ops: string[] = [];
  let y = PAGE.top;
  const room = (h: number) => y - h >= PAGE.bottom;
  for (const block of blocks) {
    if (typeof block === 'string' || 'text' in block) {
      const b = typeof block === 'string' ? { text: block, indent: true } : block;
      const size = b.size ?? BODY;
      const indent = b.indent ? size * 2 : 0;
      const lines = b.text ? wrap(b.text, size, TEXT_WIDTH - indent) : [''];
      for (const [i, line] of lines.entries()) {
        if (!room(size * 1.7)) break;
        y -= size * 1.7;
        const x = b.align === 'center' ? (PAGE.width - widthOf(line, size)) / 2 : PAGE.left + (i === 0 ? indent : 0);
        if (line) ops.push(textOp(line, x, y, size, b.color, b.bold, used));
      }
      y -= size * 0.4;
    } else if ('footer' in block) {
      ops.push(textOp(block.footer, (PAGE.width - widthOf(block.footer, 8)) / 2, 36, 8, [120, 120, 120], false, used));
    } else if ('rule' in block) {
      y -= 8;
      ops.push(hline(PAGE.left, PAGE.width - PAGE.left, y, 0.8));
      y -= 4;
    } else if ('table' in block) {
      const cols = Math.max(...block.table.map((r) => r.length));
      const colWidth = TEXT_WIDTH / cols;
      y -= 6;
      ops.push(hline(PAGE.left, PAGE.width - PAGE.left, y, 1));
      for (const [i, row] of block.table.entries()) {
        if (!room(20)) break;
        y -= 18;
        row.forEach((cell, c) => ops.push(textOp(cell, PAGE.left + 4 + c * colWidth, y + 5, 9.5, i === 0 ? ACCENT : INK, i === 0, used)));
        ops.push(hline(PAGE.left, PAGE.width - PAGE.left, y - 2, i === 0 || i === block.table.length - 1 ? 1 : 0.3));
      }
      y -= 6;
    } else if ('bars' in block) {
      const { caption, unit, items } = block.bars;
      const height = 130;
      if (!room(height + 60)) continue;
      const values = items.map(([, v]) => v);
      const [min, max] = [Math.min(...values), Math.max(0, ...values)];
      // Positive bars start a little below the smallest value, as price charts do, so that
      // differences show; with losses in the series they start at zero.
      const low = min < 0 ? min : Math.max(0, min - (max - min) * 1.5);
      const base = y - height - 24;
      const at = (v: number) => base + ((v - low) / (max - low || 1)) * (height - 20);
      const zero = at(Math.max(low, 0));
      const slot = TEXT_WIDTH / items.length;
      ops.push(textOp(`单位：${unit}`, PAGE.left, y - 14, 8.5, [110, 110, 110], false, used));
      items.forEach(([label, value], i) => {
        const top = at(value);
        const x = PAGE.left + i * slot + slot * 0.2;
        const w = slot * 0.6;
        ops.push(`${fill(ACCENT)} ${x.toFixed(1)} ${Math.min(zero, top).toFixed(1)} ${w.toFixed(1)} ${Math.abs(top - zero).toFixed(1)} re f`);
        const shown = String(value);
        ops.push(textOp(shown, x + (w - widthOf(shown, 8)) / 2, value < 0 ? top - 11 : top + 4, 8, INK, false, used));
        ops.push(textOp(label, x + (w - widthOf(label, 8.5)) / 2, base - 13, 8.5, INK, false, used));
      });
      ops.push(hline(PAGE.left, PAGE.width - PAGE.left, zero, 0.8));
      if (zero !== base) ops.push(hline(PAGE.left, PAGE.width - PAGE.left, base, 0.3));
      y = base - 20;
      ops.push(textOp(caption, (PAGE.width - widthOf(caption, 9.5)) / 2, y - 8, 9.5, INK, true, used));
      y -= 22;
    }
  }
  return ops.join('\n');
}

/** Maps each code (a UCS-2 value) back to its character: text extraction and copying. */
function toUnicode(chars: Set<string>): string {
  const codes = [...chars].map((c) => (c.codePointAt(0)! > 0xffff ? 0xff1f : c.codePointAt(0)!)).sort((a, b) => a - b);
  const unique = [...new Set(codes)];
  const blocks: string[] = [];
  for (let i = 0; i < unique.length; i += 100) {
    const part = unique.slice(i, i + 100);
    blocks.push(`${part.length} beginbfchar\n${part.map((c) => `<${hex4(c)}> <${hex4(c)}>`).join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    ...blocks,
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
}

const stream = (body: string, dict = '') => `<< ${dict}/Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`;

/**
 * A valid PDF of A4 pages, one per entry of `pages`. Chinese needs no font file: see the top
 * of this file. Pages hold what fits; the rest of a long page is dropped, not flowed on.
 */
export function makePdf(pages: PdfBlock[][]): Buffer {
  const used = new Set<string>();
  const streams = pages.map((blocks) => pageStream(blocks, used));
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 8 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] /ToUnicode 7 0 R >>';
  objects[5] =
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 6 0 R /DW 1000 >>';
  // The metrics Adobe publishes for STSong-Light; readers use them to pick a substitute.
  objects[6] =
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 626 /StemV 93 >>';
  objects[7] = stream(toUnicode(used));
  const fonts = '/Font << /F1 3 0 R /F2 4 0 R >>';
  streams.forEach((content, i) => {
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << ${fonts} >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = stream(content);
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
