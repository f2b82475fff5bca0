import { useContext } from 'react';
import AppContext, { type useAppProps } from 'antd/es/app/context';

/**
 * antd App's `message`, `notification` and `modal` (what `App.useApp()` answers), read from
 * App's context alone: importing antd's `App` component would put Modal and its dependencies
 * into every page's first download (AntdOutlet provides the context and defers the holders).
 */
export function useAntdApp(): useAppProps {
  return useContext(AppContext);
}
