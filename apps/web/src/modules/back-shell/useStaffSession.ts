import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { StaffProfile } from '@coal/contracts';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { useAppStore } from '../../stores/app.ts';
import { useStaffStore } from '../../stores/staff.ts';
import { staffMe } from '../auth/api.ts';

export const STAFF_ME_KEY = ['staff', 'me'] as const;

/** Where the login page sends the staff member back to after signing in. */
export interface BackLoginState {
  from?: string;
}

/**
 * Ensures a staff session for the back office: asks the server who is signed in (the
 * stored profile shows meanwhile, so a reload does not flash a spinner); nobody → the
 * back-office login page, remembering where the staff member wanted to go.
 */
export function useStaffSession(): StaffProfile | null {
  const profile = useStaffStore((state) => state.profile);
  const navigate = useAppNavigate();
  const { pathname } = useLocation();
  const me = useQuery({ queryKey: STAFF_ME_KEY, queryFn: staffMe, staleTime: 60_000 });

  const signedIn = me.data?.result === true && Boolean(me.data.data);
  const refused = me.isError || (me.data !== undefined && !signedIn);

  useEffect(() => {
    if (signedIn && me.data?.data) useStaffStore.getState().setProfile(me.data.data);
  }, [signedIn, me.data]);

  useEffect(() => {
    if (!refused) return;
    useStaffStore.getState().clearProfile();
    // The open tabs belonged to that session; the next staff member starts clean.
    useAppStore.getState().clearTabs();
    const state: BackLoginState = { from: pathname };
    navigate('/back/Login', { replace: true, state });
    // Only a new answer should send the user away, not every page change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused, me.dataUpdatedAt, me.errorUpdatedAt]);

  return refused ? null : profile;
}
