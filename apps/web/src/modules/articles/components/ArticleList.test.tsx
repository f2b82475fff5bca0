import type { ArticleListItem } from '@coal/contracts';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { ArticleList } from './ArticleList.tsx';

const item = (id: number): ArticleListItem =>
  ({
    id,
    title: `公告 ${id}`,
    summary: '',
    categoryName: '交易公告',
    categoryCode: 'notice_trade',
    publishTime: '2026-11-20T08:00:00Z',
    createTime: '2026-11-20T08:00:00Z',
    viewCount: 0,
    thumbsUpCount: 0,
    isTop: false,
    isHot: false,
  }) as ArticleListItem;

const rowsOf = (container: HTMLElement) => container.querySelectorAll('.coal-article-list__item');

describe('ArticleList, compact with reserved rows', () => {
  it('reserves its rows while loading, with the rows’ own markup, and announces the loading', () => {
    const { container } = renderWithProviders(
      <MemoryRouter>
        <ArticleList items={undefined} loading compact rows={7} />
      </MemoryRouter>,
    );
    expect(rowsOf(container)).toHaveLength(7);
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
  });

  it('keeps that many rows when fewer come: blank rows hidden from assistive technology', () => {
    const { container } = renderWithProviders(
      <MemoryRouter>
        <ArticleList items={[item(1), item(2)]} compact rows={7} />
      </MemoryRouter>,
    );
    expect(rowsOf(container)).toHaveLength(7);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['公告 1', '公告 2']);
    expect(container.querySelectorAll('.coal-article-list__item--filler[aria-hidden="true"]')).toHaveLength(5);
  });

  it('adds nothing without reserved rows', () => {
    const { container } = renderWithProviders(
      <MemoryRouter>
        <ArticleList items={[item(1)]} compact />
      </MemoryRouter>,
    );
    expect(rowsOf(container)).toHaveLength(1);
  });
});
