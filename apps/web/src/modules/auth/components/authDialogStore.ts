import { create } from 'zustand';

/** Why the reset-password dialog opened: a voluntary change or an expired password. */
export type ResetReason = 'change' | 'expired';

interface AuthDialogState {
  loginOpen: boolean;
  resetOpen: boolean;
  /** Account the reset dialog works on (prefilled when the password expired at login). */
  resetLoginId: string;
  resetReason: ResetReason;
  openLogin: () => void;
  openReset: (loginId: string, reason: ResetReason) => void;
  closeLogin: () => void;
  closeReset: () => void;
}

/**
 * Which of the two account dialogs is open. Kept apart from the app store: it is UI state
 * of this module only, never persisted, and the dialogs hand over to each other (an
 * expired password goes login → reset → login).
 */
export const useAuthDialogs = create<AuthDialogState>((set) => ({
  loginOpen: false,
  resetOpen: false,
  resetLoginId: '',
  resetReason: 'change',
  openLogin: () => set({ loginOpen: true, resetOpen: false }),
  openReset: (loginId, reason) => set({ resetOpen: true, loginOpen: false, resetLoginId: loginId, resetReason: reason }),
  closeLogin: () => set({ loginOpen: false }),
  closeReset: () => set({ resetOpen: false }),
}));
