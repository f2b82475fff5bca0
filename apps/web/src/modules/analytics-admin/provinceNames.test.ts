import { describe, expect, it } from 'vitest';
import { mapProvinceName } from './provinceNames.ts';

describe('mapProvinceName', () => {
  it('turns ip2region names into the China map names', () => {
    expect(mapProvinceName('山西省')).toBe('山西');
    expect(mapProvinceName('北京市')).toBe('北京');
    expect(mapProvinceName('内蒙古自治区')).toBe('内蒙古');
    expect(mapProvinceName('广西壮族自治区')).toBe('广西');
    expect(mapProvinceName('宁夏回族自治区')).toBe('宁夏');
    expect(mapProvinceName('新疆维吾尔自治区')).toBe('新疆');
    expect(mapProvinceName('西藏自治区')).toBe('西藏');
    expect(mapProvinceName('香港特别行政区')).toBe('香港');
    expect(mapProvinceName('台湾省')).toBe('台湾');
    expect(mapProvinceName('黑龙江')).toBe('黑龙江');
  });

  it('keeps what is not a province off the map', () => {
    for (const name of ['未知', '本地', '内网IP', '', '火星市']) expect(mapProvinceName(name)).toBeNull();
  });
});
