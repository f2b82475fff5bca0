import { BUILT_IN_ROLES } from '@coal/contracts';
import type { Database } from '../client.ts';
import { rolePermissions, roles, themes } from '../schema/index.ts';

const THEMES = [
  { themeNameEn: 'default', name: '默认主题', selected: true },
  { themeNameEn: 'mourn', name: '哀悼主题（灰色）', selected: false },
  { themeNameEn: 'festival', name: '节日主题', selected: false },
];

/**
 * What every database needs, production included: the built-in roles with their current
 * permissions (kept in step with the code on each start) and the themes. Idempotent.
 */
export async function seedBase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [code, role] of Object.entries(BUILT_IN_ROLES)) {
      await tx.insert(roles).values({ code, name: role.name }).onConflictDoUpdate({ target: roles.code, set: { name: role.name } });
      await tx
        .insert(rolePermissions)
        .values(role.permissions.map((permission) => ({ roleCode: code, permission })))
        .onConflictDoNothing();
    }
    await tx.insert(themes).values(THEMES).onConflictDoNothing();
  });
}
