import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OperationLogDetail } from './OperationLogDetail.tsx';

describe('OperationLogDetail', () => {
  it('shows a failure’s reason', () => {
    render(<OperationLogDetail row={{ result: 'failure', reason: '至少需要保留一名启用的超级管理员', changes: [] }} />);
    expect(screen.getByText('原因：至少需要保留一名启用的超级管理员')).toBeTruthy();
  });

  it('shows each changed field before → after, blanks named', () => {
    render(
      <OperationLogDetail
        row={{
          result: 'success',
          reason: '',
          changes: [
            { field: '名称', before: '投诉专员', after: '投诉与日志' },
            { field: '说明', before: '', after: '新说明' },
          ],
        }}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['名称：投诉专员 → 投诉与日志', '说明：（空） → 新说明']);
  });

  it('shows a dash when there is nothing to tell', () => {
    const { container } = render(<OperationLogDetail row={{ result: 'success', reason: '', changes: [] }} />);
    expect(container.textContent).toBe('—');
  });
});
