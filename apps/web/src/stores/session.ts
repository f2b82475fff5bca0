/**
 * Login info of spec §3, persisted in sessionStorage (per tab, like the original portal):
 * tourist or logged-in member, the day-bidding and no-account flags.
 */
import { type UserInfo, TOURIST_LOGIN_ID } from '@coal/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { clearTicketCookies, setMobileTouristCookie, setTouristCookie } from '../lib/cookies.ts';

/** The user info of a tourist (spec §3: loginId tourist001). */
export const TOURIST_USER: UserInfo = {
  loginId: TOURIST_LOGIN_ID,
  userId: '',
  userAccountId: '',
  isExpert: '0',
  userType: '',
  userBelongSys: '',
  authSysList: [],
  nickname: '',
};

export interface SessionState {
  loginStatus: boolean;
  userInfo: UserInfo | null;
  /** One of the user's role gateways is 每日竞价 (spec §6). */
  dayBidding: boolean;
  /** Mobile simulated login: valid ticket but no portal account (noAccountId). */
  noAccount: boolean;
  /** User info has been loaded for this page (portal pages stay hidden until then). */
  userLoaded: boolean;
  setLoggedIn: (userInfo: UserInfo) => void;
  /** Tourist of spec §4: tourist001, tourist cookie, no day bidding, ticket cookies cleared. */
  setTourist: () => void;
  /**
   * Mobile tourist (failed simulated login): marks the mobile login cookie. The ticket
   * cookies are left alone: they belong to the trade system's login, not to this page.
   */
  setMobileTourist: () => void;
  setLoginStatus: (loginStatus: boolean) => void;
  setDayBidding: (dayBidding: boolean) => void;
  setNoAccount: (noAccount: boolean) => void;
  setUserLoaded: (userLoaded: boolean) => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      loginStatus: false,
      userInfo: null,
      dayBidding: false,
      noAccount: false,
      userLoaded: false,
      setLoggedIn: (userInfo) => set({ userInfo, loginStatus: true }),
      setTourist: () => {
        setTouristCookie();
        clearTicketCookies();
        set({ userInfo: TOURIST_USER, loginStatus: false, dayBidding: false });
      },
      setMobileTourist: () => {
        setMobileTouristCookie();
        set({ userInfo: TOURIST_USER, loginStatus: false, dayBidding: false });
      },
      setLoginStatus: (loginStatus) => set({ loginStatus }),
      setDayBidding: (dayBidding) => set({ dayBidding }),
      setNoAccount: (noAccount) => set({ noAccount }),
      setUserLoaded: (userLoaded) => set({ userLoaded }),
    }),
    {
      name: 'coal-session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ loginStatus, userInfo, dayBidding, noAccount }) => ({
        loginStatus,
        userInfo,
        dayBidding,
        noAccount,
      }),
    },
  ),
);
