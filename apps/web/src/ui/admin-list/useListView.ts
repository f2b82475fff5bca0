import { useCallback, useState } from 'react';

/** Table density, as ant-design-pro's ProTable offers it (antd Table sizes). */
export type Density = 'large' | 'middle' | 'small';

export interface ListView {
  /** Keys of the columns the staff member hid. */
  hidden: string[];
  density: Density;
}

const PREFIX = 'coal-list-view:';

function load(key: string, fallback: ListView): ListView {
  try {
    const stored = JSON.parse(localStorage.getItem(PREFIX + key) ?? 'null') as Partial<ListView> | null;
    if (!stored) return fallback;
    const density = stored.density === 'large' || stored.density === 'small' || stored.density === 'middle' ? stored.density : fallback.density;
    return { hidden: Array.isArray(stored.hidden) ? stored.hidden.filter((k): k is string => typeof k === 'string') : [], density };
  } catch {
    return fallback;
  }
}

/**
 * A list's column settings and density, remembered in this browser per list (`key`: the
 * page, plus the list's scope when a page has several).
 */
export function useListView(key: string, defaultDensity: Density = 'middle') {
  const [view, setView] = useState<ListView>(() => load(key, { hidden: [], density: defaultDensity }));
  const save = useCallback(
    (next: ListView) => {
      setView(next);
      try {
        if (next.hidden.length === 0 && next.density === defaultDensity) localStorage.removeItem(PREFIX + key);
        else localStorage.setItem(PREFIX + key, JSON.stringify(next));
      } catch {
        // A full or blocked store: the choice lasts for this visit only.
      }
    },
    [key, defaultDensity],
  );
  return { view, save, reset: () => save({ hidden: [], density: defaultDensity }) };
}
