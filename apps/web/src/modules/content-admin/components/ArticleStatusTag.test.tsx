import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleStatusTag, chinaDateTime } from './ArticleStatusTag.tsx';

describe('ArticleStatusTag', () => {
  it('shows 定时发布 with the China time for a published article whose time is ahead', () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    render(<ArticleStatusTag status="published" publishTime={future} />);
    expect(screen.getByText(`定时发布 ${chinaDateTime(future)}`)).toBeTruthy();
    expect(screen.queryByText('已发布')).toBeNull();
  });

  it('shows 已发布 once the time has passed, and the plain name otherwise', () => {
    render(<ArticleStatusTag status="published" publishTime={new Date(Date.now() - 1000).toISOString()} />);
    expect(screen.getByText('已发布')).toBeTruthy();
    render(<ArticleStatusTag status="pending" publishTime={null} />);
    expect(screen.getByText('待审核')).toBeTruthy();
  });

  it('formats in UTC+8 whatever the browser zone', () => {
    expect(chinaDateTime('2026-03-01T16:30:00.000Z')).toBe('2026-03-02 00:30');
  });
});
