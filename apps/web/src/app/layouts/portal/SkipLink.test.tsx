import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PORTAL_MAIN_ID, SkipLink } from './SkipLink.tsx';

describe('SkipLink', () => {
  it('moves the focus to <main> without changing the address', () => {
    render(
      <>
        <SkipLink />
        <main id={PORTAL_MAIN_ID} tabIndex={-1} />
      </>,
    );
    const link = screen.getByRole('link', { name: '跳到主要内容' });
    // fireEvent returns false when the default (following #coal-main) was prevented.
    expect(fireEvent.click(link)).toBe(false);
    expect(document.activeElement).toBe(document.getElementById(PORTAL_MAIN_ID));
  });

  it('falls back to the plain fragment link when there is no <main>', () => {
    render(<SkipLink />);
    const link = screen.getByRole('link', { name: '跳到主要内容' });
    expect(link.getAttribute('href')).toBe(`#${PORTAL_MAIN_ID}`);
    expect(fireEvent.click(link)).toBe(true);
  });
});
