import { describe, expect, it } from 'vitest';
import { makeBannerPng, makeCoverPng } from './demo-banner.ts';

describe('demo banners', () => {
  it('are PNGs of the slot size with the headline drawn in (not a plain colour stripe)', () => {
    const png = makeBannerPng(
      1200,
      360,
      [
        [18, 52, 110],
        [214, 164, 40],
      ],
      '煤焦现货交易 一站式服务',
      '演示广告 · 点击了解详情',
    );
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 360]);
    // Glyphs add detail that compresses far worse than the same banner without words.
    const blank = makeBannerPng(
      1200,
      360,
      [
        [18, 52, 110],
        [214, 164, 40],
      ],
      '',
      '',
    );
    expect(png.length).toBeGreaterThan(blank.length * 3);
  });

  it('make report covers in the 3:4 slot of the portal list with the title drawn in', () => {
    const colors: [[number, number, number], [number, number, number]] = [
      [60, 60, 60],
      [214, 164, 40],
    ];
    const png = makeCoverPng(colors, '专题研究', ['焦炭产业链', '利润分配'], '演示 · 2025-11-20');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([360, 480]);
    expect(png.length).toBeGreaterThan(makeCoverPng(colors, '', [], '').length * 3);
  });
});
