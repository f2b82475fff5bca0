import { useEffect, useRef, useState, type FocusEvent } from 'react';
import type { AdSlot, Banner } from '@coal/contracts';
import { Carousel } from 'antd';
import { BannerImage } from './BannerImage.tsx';

/**
 * The carousel hides its off-screen slides (and its clones) with aria-hidden but leaves their
 * links focusable: take them out of the tab order, so keyboard and screen-reader users meet
 * only the banner on screen (WCAG aria-hidden-focus). Run from a MutationObserver, so in the
 * same turn as the carousel's change: synced a frame later or after the slide's animation
 * (as before), a check in between (Lighthouse's, in about half its runs) met a hidden slide
 * whose link could still take the focus.
 */
function syncHiddenSlides(root: HTMLElement): void {
  root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    const hidden = slide.getAttribute('aria-hidden') === 'true';
    slide.toggleAttribute('inert', hidden);
    slide.querySelectorAll<HTMLElement>('a, button, [tabindex]').forEach((el) => {
      if (hidden) el.setAttribute('tabindex', '-1');
      else if (el.getAttribute('tabindex') === '-1') el.removeAttribute('tabindex');
    });
  });
}

/**
 * Several banners of a slot in antd's Carousel (autoplay, dots). Autoplay stops while the
 * keyboard focus is inside: the next slide would hide (inert) the focused link and drop the
 * focus to <body> (WCAG 2.1.1, 2.2.2). react-slick's own pauseOnFocus listens on the slides,
 * which never get the focus themselves (their links do).
 */
export function BannerSlides({ banners, slot, height }: { banners: Banner[]; slot: AdSlot; height?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    syncHiddenSlides(root);
    // Only aria-hidden and the slides themselves: what the sync writes (inert, tabindex) does not call it again.
    const observer = new MutationObserver(() => syncHiddenSlides(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  return (
    <div ref={ref} onFocus={() => setFocused(true)} onBlur={onBlur}>
      <Carousel autoplay={!focused} autoplaySpeed={5000} className="coal-banner" dots>
        {banners.map((banner) => (
          <div key={banner.id}>
            <BannerImage banner={banner} slot={slot} height={height} />
          </div>
        ))}
      </Carousel>
    </div>
  );
}
