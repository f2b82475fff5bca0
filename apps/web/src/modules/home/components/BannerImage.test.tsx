import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Banner } from '@coal/contracts';
import { BannerImage } from './BannerImage.tsx';

const banner = (imagePath: string): Banner => ({ id: 1, slot: 'home-top', title: '横幅', imagePath, link: null, sort: 0 });

describe('BannerImage', () => {
  it('asks for an uploaded PNG at the widths the server draws, sized as its slot draws it', () => {
    render(<BannerImage banner={banner('2026/01/0123456789abcdef0123456789abcdef.png')} slot="home-middle" height={100} />);
    const img = screen.getByRole('img', { name: '横幅' });
    expect(img.getAttribute('src')).toMatch(/\/uploads\/2026\/01\/0123456789abcdef0123456789abcdef\.png\?w=1200$/);
    expect(img.getAttribute('srcset')).toMatch(/\.png\?w=400 400w, .*\.png\?w=2400 2400w$/);
    expect(img.getAttribute('sizes')).toBe('1200px');
  });

  it('sizes the side slot by its narrower box', () => {
    render(<BannerImage banner={banner('2026/01/0123456789abcdef0123456789abcdef.jpg')} slot="home-side" height={180} />);
    const img = screen.getByRole('img', { name: '横幅' });
    expect(img.getAttribute('src')).toMatch(/\.jpg\?w=400$/);
    expect(img.getAttribute('sizes')).toBe('400px');
  });

  it('leaves a GIF (it may move) as it is', () => {
    render(<BannerImage banner={banner('2026/01/0123456789abcdef0123456789abcdef.gif')} slot="home-top" height={300} />);
    const img = screen.getByRole('img', { name: '横幅' });
    expect(img.getAttribute('src')).toMatch(/\.gif$/);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });
});
