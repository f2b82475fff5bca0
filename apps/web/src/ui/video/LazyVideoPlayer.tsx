import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { VideoPlayerProps } from './VideoPlayer.tsx';

const Player = lazy(() => import('./VideoPlayer.tsx').then((m) => ({ default: m.VideoPlayer })));

/** The video player, loaded (with video.js) only where a page shows a video. */
export function LazyVideoPlayer(props: VideoPlayerProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', aspectRatio: '16 / 9', height: 'auto' }} />}>
      <Player {...props} />
    </Suspense>
  );
}
