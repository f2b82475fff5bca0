export interface PageLoadingProps {
  /** Fill the whole viewport (before any shell is shown). */
  fullScreen?: boolean;
}

/**
 * Spinner shown while a page chunk or the visitor's user info is loading. Plain CSS, no UI
 * library: it is part of the entry chunk every area downloads first.
 */
export function PageLoading({ fullScreen = false }: PageLoadingProps) {
  return (
    <div className={fullScreen ? 'coal-page-loading coal-page-loading--full' : 'coal-page-loading'} role="status" aria-label="加载中">
      <span className="coal-spinner" aria-hidden />
    </div>
  );
}
