import { useSessionStore } from '../../../stores/session.ts';

/** Who is looking at the daily bidding: a tourist, a member without 每日竞价, or a bidder. */
export type BiddingAccess = 'loading' | 'tourist' | 'forbidden' | 'bidder';

export function biddingAccess(state: { userLoaded: boolean; loginStatus: boolean; dayBidding: boolean }): BiddingAccess {
  if (state.dayBidding && state.loginStatus) return 'bidder';
  if (state.loginStatus) return 'forbidden';
  return state.userLoaded ? 'tourist' : 'loading';
}

/** The visitor's access, from the session store (day-bidding flag of spec §6). */
export function useBiddingAccess(): BiddingAccess {
  const userLoaded = useSessionStore((s) => s.userLoaded);
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const dayBidding = useSessionStore((s) => s.dayBidding);
  return biddingAccess({ userLoaded, loginStatus, dayBidding });
}
