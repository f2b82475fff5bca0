export interface LineSkeletonProps {
  /** Text lines under the title line. */
  rows?: number;
  /** A single block of this height instead of lines (an image's place). */
  height?: number;
  /** A single block of these proportions (`1200 / 400`) instead of lines. */
  aspectRatio?: string;
}

/**
 * Grey placeholder lines (or one block) while a home block loads, drawn like antd's active
 * Skeleton in plain CSS, so the home page's first visit does not carry antd's Skeleton.
 */
export function LineSkeleton({ rows = 3, height, aspectRatio }: LineSkeletonProps) {
  if (height !== undefined || aspectRatio !== undefined) {
    return <div className="coal-skeleton coal-skeleton__block" style={{ height, aspectRatio }} role="status" aria-label="加载中" />;
  }
  return (
    <div className="coal-skeleton" role="status" aria-label="加载中">
      <span className="coal-skeleton__line coal-skeleton__line--title" />
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="coal-skeleton__line" />
      ))}
    </div>
  );
}
