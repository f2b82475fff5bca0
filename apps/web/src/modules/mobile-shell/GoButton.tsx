import type { ReactNode } from 'react';
import { useHref } from 'react-router';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';

export interface GoButtonProps {
  /** The page it opens, inside the app (`/mobile/search`). */
  to: string;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A button that opens a page: by the router in the app, and before the app has started (the
 * server's first HTML of the page) by the GET form around it. The form has no box, so the
 * button lays out as a plain one.
 */
export function GoButton({ to, className, children, ...aria }: GoButtonProps) {
  const navigate = useAppNavigate();
  const href = useHref(to);
  return (
    <form
      action={href}
      method="get"
      style={{ display: 'contents' }}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      <button type="submit" className={className} {...aria}>
        {children}
      </button>
    </form>
  );
}
