import { BUILT_IN_ROLES, PERMISSIONS } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { can, canOpen, pagePermission } from './can.ts';

describe('can', () => {
  it('maps a back-office location to its page permission', () => {
    expect(pagePermission('/back/ContentCheckDetail?kind=article&id=3')).toBe(PERMISSIONS.contentCheck);
    expect(pagePermission('/back/TextAdd')).toBe(PERMISSIONS.texts);
    expect(pagePermission('/portal/Home')).toBeUndefined();
  });

  it('an editor may not open 审核详情; a reviewer may; pages without a permission are open', () => {
    const editor = BUILT_IN_ROLES.editor!.permissions;
    const reviewer = BUILT_IN_ROLES.reviewer!.permissions;
    expect(canOpen('/back/ContentCheckDetail?id=1', editor)).toBe(false);
    expect(canOpen('/back/ContentCheckDetail?id=1', reviewer)).toBe(true);
    expect(canOpen('/back/PublishAdd', editor)).toBe(true);
    expect(can(undefined, [])).toBe(true);
    expect(can(PERMISSIONS.contentCheck, editor)).toBe(false);
  });
});
