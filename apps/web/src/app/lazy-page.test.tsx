import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, MESSAGES } from '@coal/contracts';
import { ChunkLoadTimeoutError, lazyPage, withTimeout } from './lazy-page.tsx';
import { renderWithProviders } from './test-utils.tsx';

afterEach(() => vi.useRealTimers());

function Loaded() {
  return <p>页面内容</p>;
}

describe('withTimeout', () => {
  it('rejects with ChunkLoadTimeoutError once the time is up', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const guarded = withTimeout(never, CHUNK_LOAD_TIMEOUT_MS);
    const outcome = guarded.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('passes a value that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve(42), 1000)).resolves.toBe(42);
  });
});

describe('lazyPage', () => {
  it('shows the load error after the chunk timeout and loads again on retry', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const load = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValue(Loaded);
    const Page = lazyPage(load);
    renderWithProviders(<Page />);
    expect(screen.getByRole('status')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS));
    vi.useRealTimers();
    expect(await screen.findByText(MESSAGES.pageLoadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('页面内容')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the load error when the chunk fails', async () => {
    const Page = lazyPage(() => Promise.reject(new Error('chunk 404')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<Page />);
    expect(await screen.findByText(MESSAGES.pageLoadFailed)).toBeTruthy();
  });

  it('renders a preloaded page at once, without the loading fallback (the first HTML is replaced in one commit)', async () => {
    const load = vi.fn<() => Promise<typeof Loaded>>().mockResolvedValue(Loaded);
    const Page = lazyPage(load);
    await Page.preload();
    renderWithProviders(<Page />);
    expect(screen.getByText('页面内容')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
