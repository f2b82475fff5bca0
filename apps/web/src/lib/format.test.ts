import { describe, expect, it } from 'vitest';
import { formatChinaTime, formatDate, formatDateTime } from './format.ts';

describe('one time rule: China time, UTC+8', () => {
  it('shows an instant in China time whatever the browser zone', () => {
    // 17:32 UTC is 01:32 the next day in China.
    expect(formatDateTime('2026-11-24T17:32:00.000Z')).toBe('2026-11-25 01:32');
    expect(formatDate('2026-11-24T17:32:00Z')).toBe('2026-11-25');
    expect(formatChinaTime(Date.UTC(2026, 10, 24, 1, 2, 3), 'HH:mm:ss')).toBe('09:02:03');
    expect(formatChinaTime('2026-11-24T09:32:00+08:00')).toBe('2026-11-24 09:32');
  });

  it('keeps a zone-less China day or wall-clock time as written; nothing for none', () => {
    expect(formatDate('2026-11-24')).toBe('2026-11-24');
    expect(formatDateTime('2026-11-24 09:30')).toBe('2026-11-24 09:30');
    expect(formatDateTime(null)).toBe('');
    expect(formatChinaTime(undefined)).toBe('');
  });
});
