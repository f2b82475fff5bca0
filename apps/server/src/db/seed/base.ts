import { BUILT_IN_ROLES } from '@coal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { rolePermissions, roles, themes } from '../schema/index.ts';

const THEMES = [
  { themeNameEn: 'default', name: '默认主题', selected: true },
  { themeNameEn: 'mourn', name: '哀悼主题（灰色）', selected: false },
  { themeNameEn: 'festival', name: '节日主题', selected: false },
];

/**
 * What every database needs, production included: the built-in roles and the themes.
 * Idempotent. A built-in role gets the permissions the code gives it that are new since
 * the last start (`seeded_permissions`); what an administrator removed in RoleManagement
 * stays removed, and a renamed role keeps its name.
 */
export async function seedBase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [code, role] of Object.entries(BUILT_IN_ROLES)) {
      const [existing] = await tx.select({ seeded: roles.seededPermissions }).from(roles).where(eq(roles.code, code)).limit(1);
      const seeded = new Set(existing?.seeded ?? []);
      const added = role.permissions.filter((p) => !seeded.has(p));
      if (existing) await tx.update(roles).set({ builtIn: true, seededPermissions: role.permissions }).where(eq(roles.code, code));
      else await tx.insert(roles).values({ code, name: role.name, builtIn: true, seededPermissions: role.permissions });
      if (added.length)
        await tx
          .insert(rolePermissions)
          .values(added.map((permission) => ({ roleCode: code, permission })))
          .onConflictDoNothing();
    }
    await tx.insert(themes).values(THEMES).onConflictDoNothing();
  });
}
