import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IndexSeries } from '@coal/contracts';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { getIndexSeries, type SeriesParams } from '../api/pricesApi.ts';
import { changes, series } from '../testFixtures.ts';
import { HistoryTable } from './HistoryTable.tsx';

vi.mock('../api/pricesApi.ts', () => ({ getIndexSeries: vi.fn() }));

/** 25 daily values, 2026-10-01 (901) … 2026-10-25 (925), as the chart has them: no changes. */
const VALUES: IndexSeries = {
  ...series('A1', []),
  points: Array.from({ length: 25 }, (_, i) => ({ period: `2026-10-${String(i + 1).padStart(2, '0')}`, value: 901 + i })),
};

/** What the server answers a window with changes: each point's change is its day of the month, its % a tenth of that. */
function windowAnswer({ from = '', to = '' }: SeriesParams) {
  const points = VALUES.points.filter((p) => p.period >= from && p.period <= to).map((p) => ({ ...p, changes: changes(p.value - 900, (p.value - 900) / 10) }));
  return { from, to, series: [{ ...VALUES, points }] };
}

let gate: Promise<void>;
let release: () => void;

/** Holds the windows' answers from now until release(). */
function holdAnswers() {
  gate = new Promise<void>((resolve) => (release = resolve));
}

beforeEach(() => {
  vi.clearAllMocks();
  gate = Promise.resolve();
  vi.mocked(getIndexSeries).mockImplementation(async (params) => {
    await gate;
    return windowAnswer(params);
  });
});

/** As the app renders it: its query client (answers stay fresh 30 s, so a page seen again is not asked again). */
const renderTable = (values: IndexSeries | undefined) =>
  renderWithProviders(<HistoryTable series={values} unitName="元/吨" loading={!values} />, createQueryClient());

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const pendingCells = () => document.querySelectorAll('.coal-price-history__pending').length;

describe('HistoryTable', () => {
  it('asks the changes of the shown page only: its dates, with changes', async () => {
    renderTable(VALUES);
    await waitFor(() => expect(rows()[0]!.textContent).toContain('+2.50%'));
    expect(vi.mocked(getIndexSeries).mock.calls).toEqual([[{ codes: ['A1'], from: '2026-10-16', to: '2026-10-25', changes: true }]]);
    expect(rows()).toHaveLength(10);
    const first = within(rows()[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(first).toEqual(['2026-10-25', '925', '+25', '+2.50%', '+2.50%', '+2.50%', '+2.50%']);
    expect(rows()[9]!.textContent).toContain('2026-10-16');
    expect(screen.getByText('共 25 条')).toBeTruthy();
  });

  it('shows a page’s dates and values while its changes load; page 2 asks the next window', async () => {
    holdAnswers();
    renderTable(VALUES);
    expect(rows()[0]!.textContent).toContain('925');
    await waitFor(() => expect(pendingCells()).toBe(10 * 5));
    act(() => release());
    await waitFor(() => expect(pendingCells()).toBe(0));

    holdAnswers();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('2026-10-15'));
    expect(rows()[0]!.textContent).toContain('915');
    expect(pendingCells()).toBe(10 * 5);
    expect(vi.mocked(getIndexSeries).mock.lastCall![0]).toEqual({ codes: ['A1'], from: '2026-10-06', to: '2026-10-15', changes: true });
    act(() => release());
    await waitFor(() => expect(rows()[0]!.textContent).toContain('+1.50%'));
    expect(pendingCells()).toBe(0);

    // The last page is as short as the rows left; going back reads page 1's window from the cache.
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(vi.mocked(getIndexSeries).mock.lastCall![0]).toMatchObject({ from: '2026-10-01', to: '2026-10-05' });
    fireEvent.click(screen.getByTitle('1'));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('+2.50%'));
    expect(getIndexSeries).toHaveBeenCalledTimes(3);
  });

  it('keeps the figures it has while a larger page’s window loads', async () => {
    renderTable(VALUES);
    await waitFor(() => expect(rows()[0]!.textContent).toContain('+2.50%'));
    holdAnswers();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(screen.getAllByText('20 条/页').at(-1)!);
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(vi.mocked(getIndexSeries).mock.lastCall![0]).toMatchObject({ from: '2026-10-06', to: '2026-10-25' });
    // The ten newest rows were in the previous window; the ten older ones wait for theirs.
    expect(rows()[0]!.textContent).toContain('+2.50%');
    expect(pendingCells()).toBe(10 * 5);
    act(() => release());
    await waitFor(() => expect(pendingCells()).toBe(0));
    expect(rows()[19]!.textContent).toContain('+0.60%');
  });

  it('asks nothing before the values have come', () => {
    renderTable(undefined);
    expect(getIndexSeries).not.toHaveBeenCalled();
  });
});
