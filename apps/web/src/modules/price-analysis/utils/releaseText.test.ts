import { describe, expect, it } from 'vitest';
import { releaseText } from './releaseText.ts';

describe('releaseText', () => {
  it('names the weekday of the Beijing date', () => {
    expect(releaseText({ date: '2026-09-28', time: '10:00' })).toBe('2026-09-28（周一）10:00');
    expect(releaseText({ date: '2026-09-27', time: '15:30' })).toBe('2026-09-27（周日）15:30');
  });
});
