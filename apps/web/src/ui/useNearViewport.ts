import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element is in or near (`margin`) the viewport, from the first time it is; true
 * at once where IntersectionObserver is missing (old browsers, jsdom).
 */
export function useNearViewport<T extends HTMLElement = HTMLDivElement>(margin: string) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
