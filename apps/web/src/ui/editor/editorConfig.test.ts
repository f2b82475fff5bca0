import { MESSAGES } from '@coal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '../../lib/http/notifier.ts';
import {
  checkImageFile,
  DATE_TIME_FORMATS,
  DEFAULT_EDITOR_HEIGHT,
  DEFAULT_EDITOR_WIDTH,
  FIRST_LINE_INDENT,
  FONT_SIZES,
  formatDateTime,
  IMAGE_MAX_BYTES,
  LINE_HEIGHTS_STANDARD,
  LINE_HEIGHTS_WIDE,
} from './editorConfig.ts';
import { uploadCheckedImage } from './imageUpload.ts';
import { filterPastedHtml, filterStyle } from './pasteFilter.ts';

describe('editor configuration (spec §9)', () => {
  it('offers exactly the font sizes 12…72 px', () => {
    expect([...FONT_SIZES]).toEqual([12, 14, 16, 18, 24, 36, 48, 56, 72]);
  });

  it('has both line-height sets', () => {
    expect([...LINE_HEIGHTS_STANDARD]).toEqual(['1', '1.1', '1.2', '1.3', '1.4', '1.5', '2']);
    expect([...LINE_HEIGHTS_WIDE]).toEqual(['1', '1.5', '1.6', '1.75', '1.8', '2', '3', '4', '5']);
  });

  it('defaults to 450 high, 100% wide, 2em first-line indent', () => {
    expect(DEFAULT_EDITOR_HEIGHT).toBe(450);
    expect(DEFAULT_EDITOR_WIDTH).toBe('100%');
    expect(FIRST_LINE_INDENT).toBe('2em');
  });

  it('inserts date-times in the four formats, in China time whatever the browser zone', () => {
    const at = new Date('2026-03-07T09:05:03+08:00');
    expect(DATE_TIME_FORMATS).toHaveLength(4);
    expect(formatDateTime('time', at)).toBe('09:05');
    expect(formatDateTime('date', at)).toBe('2026-03-07');
    expect(formatDateTime('dateTime', at)).toBe('2026-03-07 09:05');
    expect(formatDateTime('iso', at)).toBe('2026-03-07T09:05:03');
  });
});

describe('image limit', () => {
  afterEach(() => setNotifier(null));

  it('refuses files over 20 MB with 图片大小不能超过20MB and accepts 20 MB exactly', () => {
    expect(IMAGE_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(checkImageFile({ size: IMAGE_MAX_BYTES + 1, type: 'image/png' })).toBe('图片大小不能超过20MB');
    expect(checkImageFile({ size: IMAGE_MAX_BYTES, type: 'image/png' })).toBeNull();
  });

  it('never uploads a refused image and shows the message', async () => {
    const error = vi.fn();
    setNotifier({ error, warning: vi.fn(), info: vi.fn() });
    const upload = vi.fn(() => Promise.resolve('/uploads/x.png'));
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES + 1 });
    await expect(uploadCheckedImage(big, upload)).resolves.toBeNull();
    expect(upload).not.toHaveBeenCalled();
    expect(error.mock.calls[0]?.[0]).toBe(MESSAGES.imageTooLarge);

    const small = new File(['x'], 'small.png', { type: 'image/png' });
    await expect(uploadCheckedImage(small, upload)).resolves.toBe('/uploads/x.png');
    expect(upload).toHaveBeenCalledWith(small);
  });
});

describe('paste filter', () => {
  it('keeps only color and font-size declarations', () => {
    expect(filterStyle('color: red; font-size: 18px; line-height: 3; font-family: SimSun; margin: 0')).toBe('color: red; font-size: 18px');
    expect(filterStyle('background: yellow; mso-style: x')).toBe('');
  });

  it('strips other styles, classes and ids from pasted HTML', () => {
    const html =
      '<p class="MsoNormal" id="p1" style="margin:0;line-height:3;text-indent:2em">' +
      '<span style="color:#ff0000;font-size:24px;font-family:Arial;background:#ff0">红</span>' +
      '<b style="font-weight:900">粗</b></p><style>p{color:blue}</style>';
    const out = filterPastedHtml(html);
    const doc = new DOMParser().parseFromString(out, 'text/html');
    const p = doc.querySelector('p')!;
    expect(p.getAttribute('style')).toBeNull();
    expect(p.getAttribute('class')).toBeNull();
    expect(p.getAttribute('id')).toBeNull();
    expect(doc.querySelector('span')!.getAttribute('style')).toBe('color: #ff0000; font-size: 24px');
    expect(doc.querySelector('b')!.getAttribute('style')).toBeNull();
    expect(out).not.toContain('<style');
    expect(doc.body.textContent).toBe('红粗');
  });
});
