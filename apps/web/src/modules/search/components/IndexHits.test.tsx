import type { IndexSearchHit } from '@coal/contracts';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { IndexHits } from './IndexHits.tsx';

const hit = (over: Partial<IndexSearchHit> = {}): IndexSearchHit => ({
  code: 'SC-QHD5500',
  name: '秦皇岛港5500大卡动力煤平仓价',
  nameRanges: [[0, 3]],
  familyCode: 'SCSPI',
  familyName: '沿海港口煤焦现货价格指数',
  deliveryPlace: '秦皇岛港',
  unit: 'CNY/t',
  decimals: 0,
  frequency: 'daily',
  active: true,
  demo: false,
  latest: { value: 1001, period: '2026-11-20' },
  path: '/portal/Price?family=SCSPI&code=SC-QHD5500',
  ...over,
});

describe('IndexHits', () => {
  it('lists the indexes in a group of their own, each linked to its price page with its released value', () => {
    renderWithProviders(
      <MemoryRouter>
        <IndexHits
          hits={[hit(), hit({ code: 'OLD', name: '旧指数', nameRanges: [], active: false, latest: null, path: '/portal/Price?family=SCSPI&code=OLD' })]}
        />
      </MemoryRouter>,
    );
    const group = screen.getByRole('region', { name: '价格指数' });
    const link = within(group).getByRole('link', { name: '秦皇岛港5500大卡动力煤平仓价' });
    expect(link.getAttribute('href')).toBe('/portal/Price?family=SCSPI&code=SC-QHD5500');
    expect(link.querySelector('mark')?.textContent).toBe('秦皇岛');
    expect(within(group).getByText('沿海港口煤焦现货价格指数 · SC-QHD5500 · 秦皇岛港 · 1,001 元/吨（2026-11-20）')).toBeTruthy();
    expect(within(group).getByText('已停发')).toBeTruthy();
    expect(within(group).getByText(/暂无发布值/)).toBeTruthy();
  });

  it('shows nothing when no index is named', () => {
    const { container } = renderWithProviders(
      <MemoryRouter>
        <IndexHits hits={[]} />
      </MemoryRouter>,
    );
    expect(container.querySelector('.coal-search-indexes')).toBeNull();
  });
});
