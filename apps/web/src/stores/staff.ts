/** The signed-in back-office staff member (sessionStorage, per tab). */
import type { StaffProfile } from '@coal/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useAppStore } from './app.ts';

export interface StaffState {
  profile: StaffProfile | null;
  /** Stores the profile and hands its permissions to the menu's permission map. */
  setProfile: (profile: StaffProfile) => void;
  clearProfile: () => void;
}

export const useStaffStore = create<StaffState>()(
  persist(
    (set) => ({
      profile: null,
      setProfile: (profile) => {
        useAppStore.getState().setPermissions(profile.permissions);
        set({ profile });
      },
      clearProfile: () => {
        useAppStore.getState().setPermissions([]);
        set({ profile: null });
      },
    }),
    { name: 'coal-staff', storage: createJSONStorage(() => sessionStorage) },
  ),
);
