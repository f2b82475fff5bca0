import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { MESSAGES } from '@coal/contracts';
import videojs from 'video.js';
import zhCN from 'video.js/dist/lang/zh-CN.json';
import 'video.js/dist/video-js.css';
import './video.css';
import { ASPECT_RATIO, PLAYBACK_RATES, PLAYER_LANGUAGE, videoType } from './videoSource.ts';

type Player = ReturnType<typeof videojs>;

/** What a parent can do with the player (through `ref`). */
export interface VideoPlayerHandle {
  /** Loads a new address and starts playing it. */
  load: (src: string) => void;
}

export interface VideoPlayerProps {
  /** The video address (required, spec §2). Changing it loads the new one. */
  src: string;
  poster?: string;
  /** Start playing as soon as `src` is loaded (also when `src` changes). */
  autoplay?: boolean;
  /** Accessible name of the player. */
  title?: string;
  ref?: Ref<VideoPlayerHandle>;
  onError?: () => void;
}

videojs.addLanguage(PLAYER_LANGUAGE, {
  ...zhCN,
  'The media could not be loaded, either because the server or network failed or because the format is not supported.': MESSAGES.videoUnsupported,
  'No compatible source was found for this media.': MESSAGES.videoUnsupported,
});

function play(player: Player): void {
  const pending = player.play();
  // Browsers may refuse autoplay with sound; the user can still press play.
  if (pending && typeof pending.catch === 'function') pending.catch(() => undefined);
}

/**
 * Video player of spec §2 (video.js): playback rates 0.5/1/1.5/2, zh-CN, 16:9. Shows
 * 此视频暂无法播放，请稍后再试 when the source cannot be played. Load it through
 * LazyVideoPlayer so that video.js stays out of other pages.
 */
export function VideoPlayer({ src, poster, autoplay = false, title = '视频播放器', ref, onError }: VideoPlayerProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<Player | null>(null);
  const [failed, setFailed] = useState(false);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  // video.js owns its element: create it outside React and dispose it on unmount.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const element = document.createElement('video-js');
    element.classList.add('vjs-big-play-centered');
    host.appendChild(element);
    const player = videojs(element, {
      controls: true,
      preload: 'metadata',
      language: PLAYER_LANGUAGE,
      playbackRates: PLAYBACK_RATES,
      aspectRatio: ASPECT_RATIO,
      fluid: true,
    });
    player.on('error', () => {
      setFailed(true);
      onErrorRef.current?.();
    });
    player.on('loadstart', () => setFailed(false));
    playerRef.current = player;
    return () => {
      playerRef.current = null;
      if (!player.isDisposed()) player.dispose();
      host.replaceChildren();
    };
  }, []);

  useEffect(() => {
    const player = playerRef.current;
    if (!player) return;
    setFailed(false);
    if (poster !== undefined) player.poster(poster);
    player.src({ src, type: videoType(src) });
    if (autoplay) play(player);
  }, [src, poster, autoplay]);

  useImperativeHandle(
    ref,
    () => ({
      load: (next: string) => {
        const player = playerRef.current;
        if (!player) return;
        setFailed(false);
        player.src({ src: next, type: videoType(next) });
        play(player);
      },
    }),
    [],
  );

  return (
    <div className="coal-video" aria-label={title} role="region" style={{ position: 'relative' }}>
      <div ref={hostRef} data-vjs-player />
      {failed ? (
        <div className="coal-video__error" role="alert">
          {MESSAGES.videoUnsupported}
        </div>
      ) : null}
    </div>
  );
}
