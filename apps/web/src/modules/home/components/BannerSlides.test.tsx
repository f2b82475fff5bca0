import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Banner } from '@coal/contracts';
import { BannerSlides } from './BannerSlides.tsx';

// Only the autoplay switch matters here: the real carousel's timers and clones stay out.
vi.mock('antd', () => ({
  Carousel: ({ autoplay, children }: { autoplay: boolean; children: ReactNode }) => (
    <div data-testid="carousel" data-autoplay={String(autoplay)}>
      {children}
    </div>
  ),
}));

const banner = (id: number): Banner => ({ id, slot: 'home-top', title: `横幅${id}`, imagePath: `/b${id}.png`, link: '/portal/Price', sort: id });

describe('BannerSlides', () => {
  it('stops the autoplay while the keyboard focus is on a banner', () => {
    render(
      <>
        <BannerSlides banners={[banner(1), banner(2)]} slot="home-top" height={300} />
        <button type="button">外面</button>
      </>,
    );
    const carousel = screen.getByTestId('carousel');
    expect(carousel.dataset.autoplay).toBe('true');
    const [first, second] = screen.getAllByRole('link');
    act(() => first!.focus());
    expect(carousel.dataset.autoplay).toBe('false');
    // Moving between its own links keeps it stopped; leaving it starts it again.
    act(() => second!.focus());
    expect(carousel.dataset.autoplay).toBe('false');
    act(() => screen.getByRole('button', { name: '外面' }).focus());
    expect(carousel.dataset.autoplay).toBe('true');
  });
});
