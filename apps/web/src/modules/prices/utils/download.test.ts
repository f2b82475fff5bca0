import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as httpModule from '../../../lib/http/index.ts';
import { ApiError } from '../../../lib/http/index.ts';
import { exportIndexCsv } from '../api/exportApi.ts';
import { fileNameFrom } from './download.ts';

vi.mock('../../../lib/http/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof httpModule>()),
  ensureToken: vi.fn(() => Promise.resolve('token-7')),
}));

const csv = (disposition: string) =>
  new Response('\uFEFF指数代码,日期,数值\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': disposition } });

describe('CSV export download', () => {
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    URL.createObjectURL = vi.fn(() => 'blob:csv-1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the export address with the codes and range and the session token, then saves the file', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(csv(`attachment; filename="price-index.csv"; filename*=UTF-8''${encodeURIComponent('价格指数_A_B.csv')}`)),
    );
    vi.stubGlobal('fetch', fetchMock);
    await exportIndexCsv(['CCP-TC5500', 'SX-TC5500'], '2026-08-21', '2026-11-20');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    const parsed = new URL(url, 'http://x');
    expect(parsed.pathname).toBe('/api/priceIndex/export');
    expect(parsed.searchParams.get('codes')).toBe('CCP-TC5500,SX-TC5500');
    expect(parsed.searchParams.get('from')).toBe('2026-08-21');
    expect(parsed.searchParams.get('to')).toBe('2026-11-20');
    expect((init?.headers as Record<string, string>)['e-user-token']).toBe('token-7');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('价格指数_A_B.csv');
    expect(clicked[0]!.href).toBe('blob:csv-1');
  });

  it('leaves out an open end of the range and throws the server message of a refusal', async () => {
    const fetchMock = vi.fn((_url: string) =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 404, result: false, message: '指数不存在：X' }), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(exportIndexCsv(['X'], '2026-01-01')).rejects.toEqual(new ApiError('指数不存在：X', 404));
    expect(new URL(fetchMock.mock.calls[0]![0], 'http://x').searchParams.has('to')).toBe(false);
    expect(clicked).toHaveLength(0);
  });

  it('reads the file name from Content-Disposition', () => {
    expect(fileNameFrom('attachment; filename="a.csv"', 'x.csv')).toBe('a.csv');
    expect(fileNameFrom(`attachment; filename="a.csv"; filename*=UTF-8''%E4%BB%B7.csv`, 'x.csv')).toBe('价.csv');
    expect(fileNameFrom(null, 'x.csv')).toBe('x.csv');
  });
});
