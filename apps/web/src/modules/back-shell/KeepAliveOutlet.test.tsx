import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../../app/route-types.ts';
import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';

/** A page with state: a counter the test bumps, and a mount counter. */
const mounts: Record<string, number> = {};
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(() => {
    mounts[label] = (mounts[label] ?? 0) + 1;
    return 0;
  });
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`${label}:${count}`}
    </button>
  );
}

const handle = (title: string, keepAlive = false): RouteHandle => ({ name: title, meta: { title, area: 'back', keepAlive } });

function setup(openKeys?: string[]) {
  for (const key of Object.keys(mounts)) delete mounts[key];
  const router = createMemoryRouter(
    [
      {
        path: '/back',
        element: <KeepAliveOutlet openKeys={openKeys} />,
        children: [
          { path: 'ContentCheck', element: <Counter label="check" />, handle: handle('ContentCheck', true) },
          { path: 'Theme', element: <Counter label="theme" />, handle: handle('Theme') },
          { path: 'TextManagement', element: <Counter label="text" />, handle: handle('TextManagement') },
        ],
      },
    ],
    { initialEntries: ['/back/ContentCheck'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const bump = (label: string, times: number) => {
  for (let i = 0; i < times; i += 1) fireEvent.click(screen.getByText(new RegExp(`^${label}:`)));
};

describe('KeepAliveOutlet (spec §2: only ContentCheck is kept alive)', () => {
  it('keeps ContentCheck state across switching away and back, hidden meanwhile', async () => {
    const router = setup();
    bump('check', 3);
    await act(() => router.navigate('/back/Theme'));
    expect(screen.getByText('check:3').closest('[hidden]')).not.toBeNull();
    expect(screen.getByText('theme:0')).toBeTruthy();
    await act(() => router.navigate('/back/ContentCheck'));
    expect(screen.getByText('check:3').closest('[hidden]')).toBeNull();
    expect(screen.queryByText(/^theme:/)).toBeNull();
    expect(mounts.check).toBe(1);
  });

  it('does not keep other pages: their state starts over on return', async () => {
    const router = setup();
    await act(() => router.navigate('/back/Theme'));
    bump('theme', 2);
    expect(screen.getByText('theme:2')).toBeTruthy();
    await act(() => router.navigate('/back/TextManagement'));
    expect(screen.queryByText(/^theme:/)).toBeNull();
    await act(() => router.navigate('/back/Theme'));
    expect(screen.getByText('theme:0')).toBeTruthy();
    expect(mounts.theme).toBe(2);
  });

  it('drops a kept page whose tab was closed', async () => {
    const router = setup([]);
    bump('check', 2);
    await act(() => router.navigate('/back/Theme'));
    expect(screen.queryByText(/^check:/)).toBeNull();
    await act(() => router.navigate('/back/ContentCheck'));
    expect(screen.getByText('check:0')).toBeTruthy();
  });
});
