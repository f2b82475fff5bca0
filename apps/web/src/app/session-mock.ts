import { vi } from 'vitest';

/**
 * The auth session module with every call a stub, for the route tests'
 * `vi.mock('…/modules/auth/session.ts', …)`; `loadPortalUser` is the given stub.
 */
export const mockedSession = (loadPortalUser = vi.fn()) => ({
  loadTheme: vi.fn(() => Promise.resolve()),
  loadPortalUser,
  mobileSimulatedLogin: vi.fn(),
  startAccessTokenRefresh: vi.fn(),
  afterLoginFrames: vi.fn(),
});
