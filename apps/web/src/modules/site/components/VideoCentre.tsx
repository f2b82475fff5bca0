import { useRef, useState } from 'react';
import { PlayCircleOutlined } from '@ant-design/icons';
import type { VideoItem } from '@coal/contracts';
import { Skeleton } from 'antd';
import { resourceUrl } from '../../../lib/runtime-config.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { LazyVideoPlayer } from '../../../ui/video/LazyVideoPlayer.tsx';
import type { VideoPlayerHandle } from '../../../ui/video/VideoPlayer.tsx';
import { useVideoListQuery } from '../../library/hooks/useLibraryQueries.ts';

/** 视频中心: the player and the playlist; choosing a video loads and plays it. */
export function VideoCentre() {
  const videos = useVideoListQuery({ pageSize: 50 });
  const player = useRef<VideoPlayerHandle>(null);
  const [current, setCurrent] = useState<VideoItem | null>(null);
  if (videos.isLoading) return <Skeleton active />;
  const list = videos.data?.list ?? [];
  if (!list.length) return <Empty description="暂无视频" />;
  const shown = current ?? list[0]!;
  const choose = (video: VideoItem) => {
    setCurrent(video);
    player.current?.load(video.src);
  };
  return (
    <div className="coal-video-centre">
      <div>
        <LazyVideoPlayer ref={player} src={shown.src} poster={shown.coverPath ? resourceUrl(shown.coverPath) : undefined} title={shown.title} />
        <h3>{shown.title}</h3>
        <p className="coal-muted">{shown.summary}</p>
      </div>
      <ul className="coal-video-centre__list" aria-label="视频列表">
        {list.map((video) => (
          <li key={video.id}>
            <button type="button" aria-current={video.id === shown.id} onClick={() => choose(video)}>
              <PlayCircleOutlined /> {video.title}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
