import { Spin } from 'antd';

export interface PageLoadingProps {
  /** Fill the whole viewport (before any shell is shown). */
  fullScreen?: boolean;
}

/** Spinner shown while a page chunk or the visitor's user info is loading. */
export function PageLoading({ fullScreen = false }: PageLoadingProps) {
  return (
    <div
      className={fullScreen ? 'coal-page-loading coal-page-loading--full' : 'coal-page-loading'}
      role="status"
      aria-label="加载中"
    >
      <Spin />
    </div>
  );
}
