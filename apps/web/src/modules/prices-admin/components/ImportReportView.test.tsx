import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { ImportReportView } from './ImportReportView.tsx';

describe('ImportReportView', () => {
  it('lists the warnings (weekend dates of a daily index) apart from the errors', () => {
    renderWithProviders(
      <ImportReportView
        report={{
          importId: 'x',
          fileName: 'v.csv',
          total: 2,
          valid: 2,
          inserted: 2,
          updated: 0,
          errorCount: 0,
          errors: [],
          warnings: [{ line: 2, column: '日期', message: '周末日期：2026-11-21（星期六），日度指数通常只在交易日发布' }],
          products: [],
          committed: false,
        }}
      />,
    );
    expect(screen.getByText('提醒（1 处，不影响导入）')).toBeTruthy();
    expect(screen.getByText('周末日期：2026-11-21（星期六），日度指数通常只在交易日发布')).toBeTruthy();
  });
});
