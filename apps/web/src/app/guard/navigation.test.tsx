import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink } from './AppLink.tsx';
import { isDuplicateNavigation } from './navigation.ts';
import { useAppNavigate } from './useAppNavigate.ts';

describe('isDuplicateNavigation', () => {
  const here = { pathname: '/portal/Notice', search: '?page=2' };

  it('is true for the same path and query, in any spelling', () => {
    expect(isDuplicateNavigation(here, '/portal/Notice?page=2')).toBe(true);
    expect(isDuplicateNavigation(here, { pathname: '/portal/Notice', search: '?page=2' })).toBe(true);
    expect(isDuplicateNavigation(here, '/portal/Notice/?page=2')).toBe(true);
    expect(isDuplicateNavigation({ pathname: '/portal/Home', search: '' }, '/portal/Home?')).toBe(true);
  });

  it('is false when the path or the query differs', () => {
    expect(isDuplicateNavigation(here, '/portal/Notice')).toBe(false);
    expect(isDuplicateNavigation(here, '/portal/Notice?page=3')).toBe(false);
    expect(isDuplicateNavigation(here, '/portal/Home')).toBe(false);
  });

  it('resolves relative targets against the current path', () => {
    expect(isDuplicateNavigation({ pathname: '/portal/GateWay/LoginCon', search: '' }, '../LoginCon')).toBe(true);
    expect(isDuplicateNavigation({ pathname: '/portal/GateWay/LoginCon', search: '' }, '.')).toBe(true);
  });
});

function Page() {
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="where">{`${pathname}${search}`}</p>
      <button type="button" onClick={() => navigate('/a?x=1')}>
        go-a
      </button>
      <button type="button" onClick={() => navigate('/b')}>
        go-b
      </button>
      <AppLink to="/a?x=1">link-a</AppLink>
    </>
  );
}

/** Counts the history entries pushed, through the router's own state changes. */
function renderRouter() {
  const router = createMemoryRouter(
    [
      { path: '/a', element: <Page /> },
      { path: '/b', element: <Page /> },
    ],
    { initialEntries: ['/a?x=1'] },
  );
  const actions: string[] = [];
  router.subscribe((state) => actions.push(`${state.historyAction} ${state.location.pathname}${state.location.search}`));
  render(<RouterProvider router={router} />);
  return { router, actions };
}

describe('duplicate navigation is silently ignored (spec §8)', () => {
  it('useAppNavigate does nothing for the current path+query and navigates otherwise', async () => {
    const { actions } = renderRouter();
    await act(async () => fireEvent.click(screen.getByText('go-a')));
    expect(actions).toEqual([]);
    await act(async () => fireEvent.click(screen.getByText('go-b')));
    expect(actions).toEqual(['PUSH /b']);
    await act(async () => fireEvent.click(screen.getByText('go-a')));
    expect(actions).toEqual(['PUSH /b', 'PUSH /a?x=1']);
  });

  it('AppLink does nothing for the current path+query', async () => {
    const { actions, router } = renderRouter();
    await act(async () => fireEvent.click(screen.getByText('link-a')));
    expect(actions).toEqual([]);
    await act(() => router.navigate('/b'));
    await act(async () => fireEvent.click(screen.getByText('link-a')));
    expect(actions.at(-1)).toBe('PUSH /a?x=1');
  });
});
