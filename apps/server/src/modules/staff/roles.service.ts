import {
  ALL_PERMISSIONS,
  type AdminRole,
  ERRORS,
  type OperationLogChange,
  PERMISSION_LABELS,
  type Permission,
  SUPER_ADMIN_ROLE,
  type roleSaveBody,
} from '@coal/contracts';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { roles } from '../../db/schema/index.ts';
import { refusedWith } from '../../lib/errors.ts';
import { diffSnapshots } from '../audit/changes.ts';
import {
  countStaffByRole,
  type Db,
  findAllRoles,
  findRole,
  findRoleByName,
  findRolePermissions,
  replaceRolePermissions,
  type RoleRow,
} from './staff-admin.repository.ts';

type SaveInput = z.output<typeof roleSaveBody>;

export interface RoleWrite {
  role: AdminRole;
  changes: OperationLogChange[];
}

const ROLE_LABELS = { name: '名称', description: '说明', permissions: '权限' };

const order = (p: string) => ALL_PERMISSIONS.indexOf(p as Permission);
/** Permissions in the code's (the editor's) order, named as in the role editor, for the operation log. */
const permissionNames = (permissions: string[]) => [...permissions].sort((a, b) => order(a) - order(b)).map((p) => PERMISSION_LABELS[p as Permission] ?? p);

function present(row: RoleRow, permissions: string[], staffCount: number): AdminRole {
  return { code: row.code, name: row.name, description: row.description, builtIn: row.builtIn, permissions: permissions as Permission[], staffCount };
}

export async function listRoles(db: Db): Promise<AdminRole[]> {
  const rows = await findAllRoles(db);
  const [permissions, counts] = await Promise.all([
    findRolePermissions(
      db,
      rows.map((r) => r.code),
    ),
    countStaffByRole(db),
  ]);
  return rows.map((r) => present(r, permissions.get(r.code) ?? [], counts.get(r.code) ?? 0));
}

async function loadRole(db: Db, code: string): Promise<AdminRole> {
  const row = await findRole(db, code);
  if (!row) throw refusedWith(ERRORS.roleMissing);
  const [permissions, counts] = await Promise.all([findRolePermissions(db, [code]), countStaffByRole(db)]);
  return present(row, permissions.get(code) ?? [], counts.get(code) ?? 0);
}

const snap = (r: AdminRole | null) => (r ? { name: r.name, description: r.description, permissions: permissionNames(r.permissions) } : null);

async function assertNameFree(db: Db, name: string, exceptCode?: string): Promise<void> {
  if (await findRoleByName(db, name, exceptCode)) throw refusedWith(ERRORS.roleNameTaken);
}

export async function createRole(app: FastifyInstance, input: SaveInput): Promise<RoleWrite> {
  return app.db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const code = `r_${randomBytes(6).toString('hex')}`;
    await tx.insert(roles).values({ code, name: input.name, description: input.description ?? '' });
    await replaceRolePermissions(tx, code, [...new Set(input.permissions)]);
    const role = await loadRole(tx, code);
    return { role, changes: diffSnapshots(null, snap(role), ROLE_LABELS) };
  });
}

/**
 * Edits a role; the server guard reads permissions on every call and /me answers them, so
 * the change holds at once for everyone holding the role. The super admin keeps every
 * permission (only its name and description change).
 */
export async function updateRole(app: FastifyInstance, code: string, input: SaveInput): Promise<RoleWrite> {
  return app.db.transaction(async (tx) => {
    const before = await loadRole(tx, code);
    await assertNameFree(tx, input.name, code);
    const permissions = [...new Set(input.permissions)];
    if (code === SUPER_ADMIN_ROLE && [...before.permissions].sort().join() !== [...permissions].sort().join()) throw refusedWith(ERRORS.superAdminFixed);
    await tx
      .update(roles)
      .set({ name: input.name, description: input.description ?? '' })
      .where(eq(roles.code, code));
    await replaceRolePermissions(tx, code, permissions);
    const after = await loadRole(tx, code);
    return { role: after, changes: diffSnapshots(snap(before), snap(after), ROLE_LABELS) };
  });
}

/** Built-in roles stay; a role still held by staff is refused with the count. */
export async function deleteRole(app: FastifyInstance, code: string): Promise<RoleWrite> {
  return app.db.transaction(async (tx) => {
    const before = await loadRole(tx, code);
    if (before.builtIn) throw refusedWith(ERRORS.builtInRole);
    if (before.staffCount > 0) throw refusedWith(ERRORS.roleInUse, `该角色下还有${before.staffCount}名员工，不能删除`);
    await tx.delete(roles).where(eq(roles.code, code));
    return { role: before, changes: diffSnapshots(snap(before), null, ROLE_LABELS) };
  });
}
