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

  it('takes a slide out of the tab order in the same turn the carousel hides it, and back when shown', async () => {
    render(<BannerSlides banners={[banner(1), banner(2)]} slot="home-top" height={300} />);
    const [first, second] = screen.getAllByRole('link');
    const slideOf = (link: HTMLElement) => link.parentElement!.closest('div')!;
    // As react-slick marks slides: the wrapper of each banner is a .slick-slide.
    for (const link of [first!, second!]) slideOf(link).classList.add('slick-slide');
    slideOf(second!).setAttribute('aria-hidden', 'true');
    await Promise.resolve(); // the observer's microtask: no task, frame or animation in between
    expect(second!.getAttribute('tabindex')).toBe('-1');
    expect(slideOf(second!).hasAttribute('inert')).toBe(true);
    expect(first!.hasAttribute('tabindex')).toBe(false);
    slideOf(second!).setAttribute('aria-hidden', 'false');
    slideOf(first!).setAttribute('aria-hidden', 'true');
    await Promise.resolve();
    expect(second!.hasAttribute('tabindex')).toBe(false);
    expect(slideOf(second!).hasAttribute('inert')).toBe(false);
    expect(first!.getAttribute('tabindex')).toBe('-1');
  });
});
