import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, BACK_PAGES, BUILT_IN_ROLES, PERMISSIONS, type BackPage } from '@coal/contracts';
import { buildBackMenu, canAccess, firstPermittedPath } from './menu.ts';

const names = (permissions: readonly string[], pages?: BackPage[]) =>
  buildBackMenu(permissions, pages).flatMap((group) => group.items.map((item) => item.name));

describe('back-office menu', () => {
  it('never lists hidden pages, whatever the permissions', () => {
    const listed = names(ALL_PERMISSIONS);
    for (const page of BACK_PAGES.filter((p) => p.hideInMenu)) expect(listed).not.toContain(page.name);
    expect(listed).toContain('ContentCheck');
    expect(listed).toHaveLength(BACK_PAGES.filter((p) => !p.hideInMenu && p.group).length);
  });

  it('leaves out pages the staff member lacks the permission for', () => {
    const reviewer = names(BUILT_IN_ROLES.reviewer!.permissions);
    expect(reviewer).toEqual(['ContentCheck', 'ContentCheckTest', 'SensitiveWordsManager', 'ComplainManager']);
    const analyst = names([PERMISSIONS.analytics]);
    expect(analyst).toEqual(['websiteBrowsing', 'RegionalAnalysis', 'RealTimeVisitorAnalysis', 'ContentsBrowsing', 'ClickStatistics']);
    expect(names([])).toEqual([]);
  });

  it('groups by group in first-appearance order and drops empty groups', () => {
    const groups = buildBackMenu([PERMISSIONS.experts, PERMISSIONS.theme]);
    expect(groups.map((g) => g.title)).toEqual(['专家管理', '站点管理']);
    expect(groups[1]!.items).toEqual([{ name: 'Theme', title: '主题管理', path: '/back/Theme' }]);
  });

  it('keeps pages without a group out of the menu', () => {
    const pages: BackPage[] = [
      { name: 'Loose', title: '无分组', permission: PERMISSIONS.theme },
      { name: 'Theme', title: '主题管理', permission: PERMISSIONS.theme, group: '站点管理' },
    ];
    expect(names([PERMISSIONS.theme], pages)).toEqual(['Theme']);
  });

  it('lands the staff member on the first page they may see', () => {
    expect(firstPermittedPath(ALL_PERMISSIONS)).toBe('/back/ContentTypeManagement');
    expect(firstPermittedPath([PERMISSIONS.analytics])).toBe('/back/websiteBrowsing');
    expect(firstPermittedPath([])).toBeNull();
  });

  it('checks single permissions', () => {
    expect(canAccess(PERMISSIONS.theme, [PERMISSIONS.theme])).toBe(true);
    expect(canAccess(PERMISSIONS.theme, [])).toBe(false);
    expect(canAccess(undefined, [])).toBe(true);
  });
});
