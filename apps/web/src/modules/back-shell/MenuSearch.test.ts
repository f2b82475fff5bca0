import { BUILT_IN_ROLES } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { matchesMenu, menuSearchOptions } from './MenuSearch.tsx';

describe('the header menu search', () => {
  it('offers only the menu pages the staff member may see', () => {
    const editor = menuSearchOptions(BUILT_IN_ROLES.editor!.permissions);
    expect(editor.map((o) => o.value)).toContain('/back/PublishContentManagement');
    expect(editor.map((o) => o.value)).not.toContain('/back/ContentCheck');
    expect(editor.every((o) => !o.value.endsWith('PublishAdd'))).toBe(true);
  });

  it('matches words of the group or the page', () => {
    const option = { value: '/back/OperationLogManager', label: '站点管理 / 操作日志' };
    expect(matchesMenu('日志', option)).toBe(true);
    expect(matchesMenu('站点 操作', option)).toBe(true);
    expect(matchesMenu('审核', option)).toBe(false);
  });
});
