import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ArticleListItem } from '@coal/contracts';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/test-utils.tsx';
import type * as ArticlesApi from '../articles/api/articlesApi.ts';

const api = vi.hoisted(() => ({ fetchArticlePage: vi.fn() }));
vi.mock('../articles/api/articlesApi.ts', async (original) => ({ ...(await original<typeof ArticlesApi>()), ...api }));

const { MobileFeed } = await import('./MobileFeed.tsx');
const { nextPageOf } = await import('./useArticleFeed.ts');

const item = (id: number, title: string, isTop = false): ArticleListItem => ({
  id,
  title,
  summary: '',
  categoryId: 3,
  categoryName: '交易公告',
  categoryCode: 'notice',
  coverPath: '',
  coverUrl: '',
  publishTime: '2026-11-20T08:00:00Z',
  viewCount: 12,
  thumbsUpCount: 0,
  forwardCount: 0,
  isTop,
  isHot: false,
  authorId: '',
  authorName: '编辑部',
  authorType: 'staff',
  source: '',
  status: 'published',
  statusName: '已发布',
  createTime: '2026-11-20T08:00:00Z',
  updateTime: '2026-11-20T08:00:00Z',
});

function Where() {
  return <p data-testid="where">{useLocation().pathname + useLocation().search}</p>;
}

function renderFeed() {
  renderWithProviders(
    <MemoryRouter initialEntries={['/mobile/notice']}>
      <Routes>
        <Route path="/mobile/notice" element={<MobileFeed name="topNotices" />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => api.fetchArticlePage.mockReset());

describe('mobile article feed', { timeout: 30_000 }, () => {
  it('shows the first page with the top mark, and a row opens the mobile detail', async () => {
    api.fetchArticlePage.mockResolvedValue({
      list: [item(7, '关于调整交易时间的公告', true), item(8, '十一月竞价安排')],
      total: 2,
      currentPage: 1,
      pageSize: 10,
    });
    renderFeed();
    expect(await screen.findByText('关于调整交易时间的公告')).toBeTruthy();
    expect(screen.getByText('置顶')).toBeTruthy();
    expect(api.fetchArticlePage).toHaveBeenCalledWith('topNotices', expect.objectContaining({ currentPage: 1, pageSize: 10 }));
    fireEvent.click(screen.getByText('十一月竞价安排'));
    expect((await screen.findByTestId('where')).textContent).toBe('/mobile/notice/detail?id=8');
  });

  it('asks for the next page while more remain, and stops at the total', () => {
    expect(nextPageOf({ currentPage: 1, pageSize: 10, total: 12 })).toBe(2);
    expect(nextPageOf({ currentPage: 2, pageSize: 10, total: 12 })).toBeUndefined();
    expect(nextPageOf({ currentPage: 1, pageSize: 10, total: 10 })).toBeUndefined();
    expect(nextPageOf({ currentPage: 1, pageSize: 10, total: 0 })).toBeUndefined();
  });

  it('shows the empty state when there are no articles', async () => {
    api.fetchArticlePage.mockResolvedValue({ list: [], total: 0, currentPage: 1, pageSize: 10 });
    renderFeed();
    await waitFor(() => expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0));
  });
});
