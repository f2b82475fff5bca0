import { COOKIES, TOURIST_COOKIE_VALUE } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { getCookie, setCookie } from '../lib/cookies.ts';
import { useAppStore } from './app.ts';
import { TOURIST_USER, useSessionStore } from './session.ts';
import { useStaffStore } from './staff.ts';

describe('session store', () => {
  it('setTourist: tourist001, tourist cookie, no day bidding, tickets cleared', () => {
    setCookie(COOKIES.tokenPrefix, 'p');
    setCookie(COOKIES.cipherTrade, 't');
    useSessionStore.setState({ loginStatus: true, dayBidding: true });
    useSessionStore.getState().setTourist();
    const state = useSessionStore.getState();
    expect(state.loginStatus).toBe(false);
    expect(state.userInfo?.loginId).toBe('tourist001');
    expect(state.dayBidding).toBe(false);
    expect(getCookie(COOKIES.loginWeb)).toBe(TOURIST_COOKIE_VALUE);
    expect(getCookie(COOKIES.tokenPrefix)).toBeUndefined();
    expect(getCookie(COOKIES.cipherTrade)).toBeUndefined();
  });

  it('setLoggedIn stores the user and persists in sessionStorage', () => {
    const user = { ...TOURIST_USER, loginId: 'member', userId: 'u1' };
    useSessionStore.getState().setLoggedIn(user);
    const saved = JSON.parse(sessionStorage.getItem('coal-session')!) as { state: Record<string, unknown> };
    expect(saved.state).toMatchObject({ loginStatus: true, userInfo: { loginId: 'member' } });
    expect(saved.state).not.toHaveProperty('userLoaded');
  });
});

describe('staff store', () => {
  it('hands the profile’s permissions to the menu', () => {
    useStaffStore
      .getState()
      .setProfile({ id: '1', loginId: 'analyst', name: 'A', roles: ['analyst'], permissions: ['analytics:read'], mustChangePassword: false });
    expect(useAppStore.getState().permissions).toEqual(['analytics:read']);
    useStaffStore.getState().clearProfile();
    expect(useAppStore.getState().permissions).toEqual([]);
    expect(useStaffStore.getState().profile).toBeNull();
  });
});
