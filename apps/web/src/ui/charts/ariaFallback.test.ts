import { describe, expect, it } from 'vitest';
import { withAriaFallback } from './ariaFallback.ts';

describe('withAriaFallback (a chart image always has a name)', () => {
  it('names a chart without series by its label, keeping the other aria settings', () => {
    const option = withAriaFallback({ aria: { enabled: true, decal: { show: false } }, series: [] }, '焦煤价格走势');
    expect(option.aria).toEqual({ enabled: true, decal: { show: false }, label: { description: '焦煤价格走势' } });
  });

  it('leaves ECharts to describe the data once there is a series, and charts without aria alone', () => {
    const withData = { aria: { enabled: true }, series: [{ type: 'line' as const, data: [1, 2] }] };
    expect(withAriaFallback(withData, 'x')).toBe(withData);
    const plain = { series: [] };
    expect(withAriaFallback(plain, 'x')).toBe(plain);
  });
});
