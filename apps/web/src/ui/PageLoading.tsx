export interface PageLoadingProps {
  /** Fill the whole viewport (before any shell is shown). */
  fullScreen?: boolean;
  /** Over the page (fixed), which is laid out beneath it meanwhile (NavigationGuard). */
  overlay?: boolean;
}

/**
 * Spinner shown while a page chunk or the visitor's user info is loading. Plain CSS, no UI
 * library: it is part of the entry chunk every area downloads first.
 */
export function PageLoading({ fullScreen = false, overlay = false }: PageLoadingProps) {
  const className = ['coal-page-loading', fullScreen && 'coal-page-loading--full', overlay && 'coal-page-loading--overlay'].filter(Boolean).join(' ');
  return (
    <div className={className} role="status" aria-label="加载中">
      <span className="coal-spinner" aria-hidden />
    </div>
  );
}
