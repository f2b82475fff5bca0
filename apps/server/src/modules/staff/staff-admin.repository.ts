import { SUPER_ADMIN_ROLE, type PaginationQuery } from '@coal/contracts';
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rolePermissions, roles, staff, staffRoles } from '../../db/schema/index.ts';
import { contains, offsetOf } from '../../lib/paging.ts';
import type { StaffRow } from './staff.repository.ts';

/** A transaction or the database: repository calls run in either. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'selectDistinct'>;

export type RoleRow = typeof roles.$inferSelect;

export interface StaffFilters {
  keyword?: string;
  roleCode?: string;
  status?: 'enabled' | 'disabled';
}

function staffWhere(f: StaffFilters): SQL | undefined {
  const conditions = [
    f.keyword ? or(contains(staff.loginId, f.keyword), contains(staff.name, f.keyword)) : undefined,
    f.roleCode ? sql`${staff.id} in (select staff_id from staff_roles where role_code = ${f.roleCode})` : undefined,
    f.status ? eq(staff.disabled, f.status === 'disabled') : undefined,
  ].filter((c): c is SQL => !!c);
  return conditions.length ? and(...conditions) : undefined;
}

/** Oldest first, so the built-in accounts lead. */
export async function findStaffPage(db: Db, filters: StaffFilters, page: PaginationQuery): Promise<{ rows: StaffRow[]; total: number }> {
  const where = staffWhere(filters);
  const [rows, [total]] = await Promise.all([
    db.select().from(staff).where(where).orderBy(asc(staff.createdAt), asc(staff.loginId)).limit(page.pageSize).offset(offsetOf(page)),
    db.select({ n: count() }).from(staff).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Each staff member's roles (code and name), by staff id. */
export async function findRolesOfStaff(db: Db, staffIds: string[]): Promise<Map<string, { code: string; name: string }[]>> {
  const map = new Map<string, { code: string; name: string }[]>();
  if (!staffIds.length) return map;
  const rows = await db
    .select({ staffId: staffRoles.staffId, code: roles.code, name: roles.name })
    .from(staffRoles)
    .innerJoin(roles, eq(roles.code, staffRoles.roleCode))
    .where(inArray(staffRoles.staffId, staffIds))
    .orderBy(asc(roles.createdAt), asc(roles.code));
  for (const r of rows) map.set(r.staffId, [...(map.get(r.staffId) ?? []), { code: r.code, name: r.name }]);
  return map;
}

export async function replaceStaffRoles(db: Db, staffId: string, roleCodes: string[]): Promise<void> {
  await db.delete(staffRoles).where(eq(staffRoles.staffId, staffId));
  await db.insert(staffRoles).values(roleCodes.map((roleCode) => ({ staffId, roleCode })));
}

export async function findRolesByCodes(db: Db, codes: string[]): Promise<RoleRow[]> {
  if (!codes.length) return [];
  return db.select().from(roles).where(inArray(roles.code, codes));
}

export async function findRole(db: Db, code: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.code, code)).limit(1);
  return row;
}

export async function findRoleByName(db: Db, name: string, exceptCode?: string): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.name, name), exceptCode ? ne(roles.code, exceptCode) : undefined))
    .limit(1);
  return row;
}

/** Built-in roles first, then the others oldest first. */
export async function findAllRoles(db: Db): Promise<RoleRow[]> {
  return db.select().from(roles).orderBy(desc(roles.builtIn), asc(roles.createdAt), asc(roles.code));
}

export async function findRolePermissions(db: Db, codes: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (!codes.length) return map;
  const rows = await db.select().from(rolePermissions).where(inArray(rolePermissions.roleCode, codes)).orderBy(asc(rolePermissions.permission));
  for (const r of rows) map.set(r.roleCode, [...(map.get(r.roleCode) ?? []), r.permission]);
  return map;
}

export async function replaceRolePermissions(db: Db, code: string, permissions: string[]): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleCode, code));
  if (permissions.length) await db.insert(rolePermissions).values(permissions.map((permission) => ({ roleCode: code, permission })));
}

export async function countStaffByRole(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ code: staffRoles.roleCode, n: count() }).from(staffRoles).groupBy(staffRoles.roleCode);
  return new Map(rows.map((r) => [r.code, Number(r.n)]));
}

/**
 * Serialises the writes that could leave no super admin (disable, demote), so two
 * administrators demoting each other at the same moment cannot both succeed.
 */
export async function lockSuperAdmins(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('coal:super-admins'))`);
}

/** Enabled staff holding the super admin role. */
export async function countActiveSuperAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRoles)
    .innerJoin(staff, and(eq(staff.id, staffRoles.staffId), eq(staff.disabled, false)))
    .where(eq(staffRoles.roleCode, SUPER_ADMIN_ROLE));
  return Number(row?.n ?? 0);
}
