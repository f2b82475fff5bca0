import { useEffect } from 'react';
import { useAppStore } from '../../stores/app.ts';

export const MOURN_THEME = 'mourn';

/** The `mourn` theme greys the whole page (spec §3): a filter on <html>, nothing else. */
export function useMournTheme(): void {
  const themeNameEn = useAppStore((state) => state.themeNameEn);
  useEffect(() => {
    const root = document.documentElement;
    root.style.filter = themeNameEn === MOURN_THEME ? 'grayscale(1)' : '';
    return () => {
      root.style.filter = '';
    };
  }, [themeNameEn]);
}
