import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router';
import { isDuplicateNavigation } from './navigation.ts';

export interface AppNavigate {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

/** useNavigate that ignores navigation to the current path+query (spec §8). */
export function useAppNavigate(): AppNavigate {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') {
        void navigate(to);
        return;
      }
      if (isDuplicateNavigation(location, to)) return;
      void navigate(to, options);
    },
    [navigate, location],
  ) as AppNavigate;
}
