/**
 * App state of spec §3: the back office's tabs (sessionStorage), menu state, permission
 * map, theme, and the portal's global dialog flags, guide step and scroll position.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface TabItem {
  /** The router key: a route's identity in the tab bar. */
  key: string;
  title: string;
  path: string;
}

export type DialogName = 'quickPublish' | 'quiz' | 'editArticle' | 'editQuestion';

export interface AppState {
  tabs: TabItem[];
  activeMenu: string;
  collapsed: boolean;
  /** Staff permissions (`@coal/contracts/permissions`) that build the back-office menu. */
  permissions: string[];
  /** Selected theme; `mourn` turns the page grayscale. */
  themeNameEn: string;
  dialogs: Record<DialogName, boolean>;
  /** What an edit dialog edits (article or question id), null for none. */
  dialogTarget: string | null;
  guideStep: number;
  scrollTop: number;
  /** Adds a tab; a router key already open changes nothing (spec §4). */
  addTab: (tab: TabItem) => void;
  /** Where an open tab goes back to (a list's latest filters). */
  setTabPath: (key: string, path: string) => void;
  /** Removes the tab with this router key. */
  removeTab: (key: string) => void;
  clearTabs: () => void;
  setActiveMenu: (key: string) => void;
  setCollapsed: (collapsed: boolean) => void;
  toggleCollapsed: () => void;
  setPermissions: (permissions: string[]) => void;
  setThemeNameEn: (themeNameEn: string) => void;
  setDialog: (name: DialogName, open: boolean, target?: string | null) => void;
  setGuideStep: (step: number) => void;
  setScrollTop: (scrollTop: number) => void;
}

const closedDialogs: Record<DialogName, boolean> = {
  quickPublish: false,
  quiz: false,
  editArticle: false,
  editQuestion: false,
};

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      tabs: [],
      activeMenu: '',
      collapsed: false,
      permissions: [],
      themeNameEn: '',
      dialogs: closedDialogs,
      dialogTarget: null,
      guideStep: 0,
      scrollTop: 0,
      addTab: (tab) => set((state) => (state.tabs.some((t) => t.key === tab.key) ? state : { tabs: [...state.tabs, tab] })),
      setTabPath: (key, path) =>
        set((state) =>
          state.tabs.some((t) => t.key === key && t.path !== path) ? { tabs: state.tabs.map((t) => (t.key === key ? { ...t, path } : t)) } : state,
        ),
      removeTab: (key) => set((state) => ({ tabs: state.tabs.filter((t) => t.key !== key) })),
      clearTabs: () => set({ tabs: [] }),
      setActiveMenu: (activeMenu) => set({ activeMenu }),
      setCollapsed: (collapsed) => set({ collapsed }),
      toggleCollapsed: () => set((state) => ({ collapsed: !state.collapsed })),
      setPermissions: (permissions) => set({ permissions }),
      setThemeNameEn: (themeNameEn) => set({ themeNameEn }),
      setDialog: (name, open, target = null) => set((state) => ({ dialogs: { ...state.dialogs, [name]: open }, dialogTarget: open ? target : null })),
      setGuideStep: (guideStep) => set({ guideStep }),
      setScrollTop: (scrollTop) => set({ scrollTop }),
    }),
    {
      name: 'coal-app',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ tabs, activeMenu, collapsed, permissions }) => ({ tabs, activeMenu, collapsed, permissions }),
    },
  ),
);
