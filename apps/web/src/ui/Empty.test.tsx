import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Empty } from './Empty.tsx';

describe('Empty', () => {
  it('shows 暂无数据 by default and a custom text when given', () => {
    const { rerender } = render(<Empty />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    rerender(<Empty description="没有公告" simple />);
    expect(screen.getByText('没有公告')).toBeTruthy();
  });
});
