import { describe, expect, it } from 'vitest';
import { filterPastedHtml, filterStyle } from './pasteFilter.ts';

describe('paste filter (spec §9: paste keeps colour and font size)', () => {
  it('keeps only colour and font size of a style', () => {
    expect(filterStyle('color: red; margin: 4px; FONT-SIZE: 18px; position: fixed')).toBe('color: red; font-size: 18px');
  });

  it('keeps a span’s colour and size, drops classes, ids and other styles', () => {
    expect(filterPastedHtml('<p class="x" id="y"><span style="color:#c00;font-family:Arial;font-size:20px">红</span></p>')).toBe(
      '<p><span style="color: #c00; font-size: 20px">红</span></p>',
    );
  });

  it('moves a paragraph’s colour and size onto a span inside it, where the editor keeps them', () => {
    expect(filterPastedHtml('<p style="color: rgb(200, 0, 0); font-size: 16px; margin-left: 3em">行情<b>上涨</b></p>')).toBe(
      '<p><span style="color: rgb(200, 0, 0); font-size: 16px">行情<b>上涨</b></span></p>',
    );
    expect(filterPastedHtml('<h2 style="font-size:24px">标题</h2><li style="color:blue">项</li>')).toBe(
      '<h2><span style="font-size: 24px">标题</span></h2><li><span style="color: blue">项</span></li>',
    );
  });

  it('removes a block style with nothing kept', () => {
    expect(filterPastedHtml('<p style="margin:0">正文</p>')).toBe('<p>正文</p>');
  });
});
