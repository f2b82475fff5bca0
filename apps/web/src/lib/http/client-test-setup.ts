/** The http client tests' common setup: the client's state reset before each test against a fake server. */
import type { Envelope } from '@coal/contracts';
import { type Mock, vi } from 'vitest';
import { useSessionStore } from '../../stores/session.ts';
import { navigation } from '../navigation.ts';
import { setConfigForTests } from '../runtime-config.ts';
import type { FakeServer } from './fake-server.ts';
import { resetExpiredLoginForTests } from './expired-login.ts';
import { setNotifier } from './index.ts';

export const PORTAL_HOME = '/epm-coalweb/portal/Home';

/** A fake answer with this data in a success envelope. */
export const ok = <T>(data: T) => ({ json: { code: 0, result: true, message: '', data } satisfies Envelope<T> });

export type Show = (content: string, durationS?: number) => void;

/**
 * Points the client at `server` with a clean state: no recorded requests, parameters in
 * clear, stubbed notes and navigation, no expired-login notice shown, a tourist session.
 */
export function resetClient(server: FakeServer) {
  server.reset();
  setConfigForTests({ apiBase: server.url, tokenExpiresMinutes: 30, paramEncryption: false });
  const notes = { warning: vi.fn<Show>(), error: vi.fn<Show>(), info: vi.fn<Show>() } satisfies Record<string, Mock<Show>>;
  setNotifier(notes);
  const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  resetExpiredLoginForTests();
  useSessionStore.setState({ loginStatus: false, userInfo: null, dayBidding: false, noAccount: false });
  return { notes, assign };
}
