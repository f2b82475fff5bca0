import { ALL_PERMISSIONS } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { permissionGroups } from './permissionGroups.ts';

describe('permissionGroups (role editor)', () => {
  it('offers every permission once, under the menu group of its pages', () => {
    const groups = permissionGroups();
    const offered = groups.flatMap((g) => g.permissions.map((p) => p.value));
    expect([...offered].sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(groups.map((g) => g.title)).toEqual(['内容管理', '专家管理', '站点管理', '行情数据', '访问分析', '系统管理']);
    const system = groups.find((g) => g.title === '系统管理')!;
    expect(system.permissions.map((p) => [p.label, p.pages])).toEqual([
      ['员工管理', '员工管理、登录锁定'],
      ['角色管理', '角色管理'],
    ]);
  });
});
