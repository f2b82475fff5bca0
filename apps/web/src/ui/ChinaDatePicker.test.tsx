import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Dayjs } from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../app/test-utils.tsx';
import { DatePicker, TimePicker } from './ChinaDatePicker.ts';

/** 20:30 on 20 November in the tests' browser zone (New York), already 09:30 on the 21st in Beijing. */
const NEW_YORK_EVENING = new Date('2026-11-21T01:30:00Z');

beforeEach(() => {
  // Only Date: antd's popups and motion run on the real timers.
  vi.useFakeTimers({ now: NEW_YORK_EVENING, toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

const open = (label: string) => fireEvent.click(screen.getByLabelText(label));

describe('the China-time pickers', () => {
  it('runs in a browser zone whose day is not yet China’s (vitest.config.ts)', () => {
    expect(NEW_YORK_EVENING.getDate()).toBe(20);
  });

  it('highlight China’s today and pick it with 今天', async () => {
    const onChange = vi.fn<(value: Dayjs | null) => void>();
    renderWithProviders(<DatePicker aria-label="日期" onChange={onChange} />);
    open('日期');
    const today = await screen.findByText('今天');
    expect(document.querySelector('.ant-picker-cell-today')?.getAttribute('title')).toBe('2026-11-21');
    fireEvent.click(today);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[0]?.format('YYYY-MM-DD')).toBe('2026-11-21');
  });

  it('open a range on China’s month with its today highlighted', async () => {
    renderWithProviders(<DatePicker.RangePicker aria-label="起止日期" />);
    fireEvent.click(screen.getAllByLabelText('起止日期')[0]!);
    await waitFor(() => expect(document.querySelector('.ant-picker-cell-today')?.getAttribute('title')).toBe('2026-11-21'));
  });

  it('set China’s wall clock with 此刻', async () => {
    const onChange = vi.fn<(value: Dayjs | null) => void>();
    renderWithProviders(<TimePicker aria-label="时间" format="HH:mm" onChange={onChange} />);
    open('时间');
    fireEvent.click(await screen.findByText('此刻'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[0]?.format('HH:mm')).toBe('09:30');
  });
});
