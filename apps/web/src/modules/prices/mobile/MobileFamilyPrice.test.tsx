import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { setConfigForTests } from '../../../lib/runtime-config.ts';
import { MobilePriceCCPPage } from '../../../pages/mobile/MobilePriceCCPPage.tsx';
import { MobilePriceSCSPIPage } from '../../../pages/mobile/MobilePriceSCSPIPage.tsx';
import { getFamilies, getLatestValues } from '../api/pricesApi.ts';
import { family, latest, product } from '../testFixtures.ts';

vi.mock('../api/pricesApi.ts', () => ({ getFamilies: vi.fn(), getLatestValues: vi.fn() }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderMobile(page: React.ReactElement) {
  renderWithProviders(
    <MemoryRouter initialEntries={['/mobile/price']}>
      <Routes>
        <Route path="/mobile/price" element={page} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  setConfigForTests({ demo: false });
  vi.mocked(getFamilies).mockResolvedValue([
    family('CCP', '中国煤炭价格指数', [product('CCP-TC5500')]),
    family('SCSPI', '沿海港口煤焦现货价格指数', [product('SC-QHD5500')], { id: 3, demo: true }),
  ]);
  vi.mocked(getLatestValues).mockImplementation(({ familyCode } = {}) =>
    Promise.resolve({
      asOf: '2026-11-20',
      list:
        familyCode === 'CCP'
          ? [latest('CCP-TC5500', 940, 5, 0.53), latest('CCP-JM', 1466, -88, -5.66)]
          : [latest('SC-QHD5500', 985, 8, 0.82, { familyCode: 'SCSPI', demo: true })],
    }),
  );
});

describe('mobile family price pages', () => {
  it('priceCCP shows the CCP family: its name, date and latest values in market colours', async () => {
    renderMobile(<MobilePriceCCPPage />);
    expect(await screen.findByRole('heading', { name: '中国煤炭价格指数' })).toBeTruthy();
    expect(getLatestValues).toHaveBeenCalledWith({ familyCode: 'CCP' });
    const list = screen.getByLabelText('最新指数');
    expect(within(list).getByText('940').style.color).toBe('rgb(196, 29, 29)');
    expect(within(list).getByText('1,466').style.color).toBe('rgb(31, 111, 11)');
    expect(within(list).getByText('▼ -5.66%')).toBeTruthy();
    expect(screen.getByText(/数据截至 2026-11-20/)).toBeTruthy();
    expect(screen.queryByText('演示数据')).toBeNull();
  });

  it('opens the index detail on tap', async () => {
    renderMobile(<MobilePriceCCPPage />);
    fireEvent.click(await screen.findByText('指数CCP-JM'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/mobile/PriceIndexPro1?code=CCP-JM'));
  });

  it('priceSCSPI shows its own family and labels demonstration data', async () => {
    renderMobile(<MobilePriceSCSPIPage />);
    expect(await screen.findByRole('heading', { name: '沿海港口煤焦现货价格指数' })).toBeTruthy();
    expect(getLatestValues).toHaveBeenCalledWith({ familyCode: 'SCSPI' });
    expect(screen.getByText('演示数据')).toBeTruthy();
  });

  it('labels everything as demonstration data when the build is a demo', async () => {
    setConfigForTests({ demo: true });
    renderMobile(<MobilePriceCCPPage />);
    expect(await screen.findByText('演示数据')).toBeTruthy();
  });
});
