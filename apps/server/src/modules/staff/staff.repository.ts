import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rolePermissions, roles, staff, staffRoles } from '../../db/schema/index.ts';

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffByLoginId(db: Database, loginId: string): Promise<StaffRow | undefined> {
  const rows = await db.select().from(staff).where(eq(staff.loginId, loginId)).limit(1);
  return rows[0];
}

export async function findStaffById(db: Database, id: string): Promise<StaffRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const rows = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return rows[0];
}

/** Role names of a staff member. */
export async function findStaffRoleNames(db: Database, staffId: string): Promise<string[]> {
  const rows = await db
    .select({ name: roles.name })
    .from(staffRoles)
    .innerJoin(roles, eq(roles.code, staffRoles.roleCode))
    .where(eq(staffRoles.staffId, staffId));
  return rows.map((r) => r.name);
}

/**
 * The permissions a staff member holds now, read on every back-office call so that a
 * revoked role or a disabled account takes effect at once. Disabled staff hold none, and
 * neither does one who must first replace a temporary password (only own-account calls).
 */
export async function loadStaffPermissions(db: Database, staffId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(staffRoles)
    .innerJoin(staff, and(eq(staff.id, staffRoles.staffId), eq(staff.disabled, false), eq(staff.mustChangePassword, false)))
    .innerJoin(rolePermissions, eq(rolePermissions.roleCode, staffRoles.roleCode))
    .where(eq(staffRoles.staffId, staffId));
  return new Set(rows.map((r) => r.permission));
}

/** A staff member as a back-office call sees them: who, and the permissions held now. */
export interface StaffActor {
  id: string;
  name: string;
  loginId: string;
  permissions: Set<string>;
}

/** The enabled staff member `staffId` with their permissions, or undefined (unknown or disabled). */
export async function loadStaffActor(db: Database, staffId: string): Promise<StaffActor | undefined> {
  const [row, permissions] = await Promise.all([findStaffById(db, staffId), loadStaffPermissions(db, staffId)]);
  if (!row || row.disabled) return undefined;
  return { id: row.id, name: row.name, loginId: row.loginId, permissions };
}
