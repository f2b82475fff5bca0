import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoPlayerHandle } from './VideoPlayer.tsx';

/** A fake video.js player: records calls and lets the test fire its events. */
const fake = vi.hoisted(() => {
  type Listener = () => void;
  const state = {
    options: null as Record<string, unknown> | null,
    listeners: new Map<string, Listener[]>(),
    sources: [] as Array<{ src: string; type?: string }>,
    plays: 0,
    disposed: false,
  };
  const player = {
    on: (event: string, listener: Listener) => state.listeners.set(event, [...(state.listeners.get(event) ?? []), listener]),
    src: (source: { src: string; type?: string }) => void state.sources.push(source),
    poster: () => undefined,
    play: () => {
      state.plays += 1;
      return Promise.resolve();
    },
    isDisposed: () => state.disposed,
    dispose: () => void (state.disposed = true),
  };
  const videojs = Object.assign(
    (_element: Element, options: Record<string, unknown>) => {
      state.options = options;
      return player;
    },
    { addLanguage: () => undefined },
  );
  const fire = (event: string) => state.listeners.get(event)?.forEach((listener) => listener());
  return { state, videojs, fire };
});

vi.mock('video.js', () => ({ default: fake.videojs }));

const { VideoPlayer } = await import('./VideoPlayer.tsx');
type Handle = VideoPlayerHandle;

beforeEach(() => {
  fake.state.listeners.clear();
  fake.state.sources = [];
  fake.state.plays = 0;
  fake.state.disposed = false;
});

describe('VideoPlayer', () => {
  it('configures rates 0.5/1/1.5/2, zh-CN and 16:9, and loads the source', () => {
    render(<VideoPlayer src="/uploads/2026/01/a.mp4" />);
    expect(fake.state.options).toMatchObject({ playbackRates: [0.5, 1, 1.5, 2], language: 'zh-CN', aspectRatio: '16:9' });
    expect(fake.state.sources).toEqual([{ src: '/uploads/2026/01/a.mp4', type: 'video/mp4' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows 此视频暂无法播放，请稍后再试 when video.js reports an error', () => {
    const onError = vi.fn();
    render(<VideoPlayer src="https://example.com/broken.avi" onError={onError} />);
    act(() => fake.fire('error'));
    expect(screen.getByRole('alert').textContent).toBe('此视频暂无法播放，请稍后再试');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('loads and autoplays a new address on demand, clearing the error', () => {
    const ref = createRef<Handle>();
    render(<VideoPlayer ref={ref} src="/bad.mp4" />);
    act(() => fake.fire('error'));
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => ref.current!.load('/good.webm'));
    expect(fake.state.sources.at(-1)).toEqual({ src: '/good.webm', type: 'video/webm' });
    expect(fake.state.plays).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disposes the player on unmount', () => {
    const { unmount } = render(<VideoPlayer src="/a.mp4" />);
    unmount();
    expect(fake.state.disposed).toBe(true);
  });
});
