import type { ThemeConfig } from 'antd';

/** Exchange palette: deep navy for structure, a Chinese red for prices and calls to act. */
export const BRAND = {
  navy: '#0f2a4f',
  navyLight: '#1d4279',
  red: '#c8161d',
  gold: '#d4a84b',
} as const;

const FONT_FAMILY = '"PingFang SC", "Microsoft YaHei", "Hiragino Sans GB", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif';

/** antd theme for the portal and back office (the mobile area uses antd-mobile's own). */
export const ANTD_THEME: ThemeConfig = {
  token: {
    colorPrimary: BRAND.navyLight,
    colorLink: BRAND.navyLight,
    colorError: BRAND.red,
    // antd's 45% grey (breadcrumb links, descriptions, labels) misses WCAG AA: 65% passes on white and grey.
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    borderRadius: 4,
    fontFamily: FONT_FAMILY,
  },
  components: {
    Layout: { headerBg: BRAND.navy, siderBg: BRAND.navy, bodyBg: '#f3f5f8' },
    Menu: { darkItemBg: BRAND.navy, darkSubMenuItemBg: '#0b213f', darkItemSelectedBg: BRAND.red },
  },
};
