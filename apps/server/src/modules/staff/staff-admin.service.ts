import { ERRORS, type OperationLogChange, SUPER_ADMIN_ROLE, type staffCreateBody, type staffUpdateBody } from '@coal/contracts';
import type { z } from 'zod';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staff } from '../../db/schema/index.ts';
import { refusedWith } from '../../lib/errors.ts';
import { diffSnapshots } from '../audit/changes.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { countActiveSuperAdmins, type Db, findRolesByCodes, findRolesOfStaff, lockSuperAdmins, replaceStaffRoles } from './staff-admin.repository.ts';
import { findStaffById, type StaffRow } from './staff.repository.ts';
import { temporaryPassword } from './temporary-password.ts';

type CreateInput = z.output<typeof staffCreateBody>;
type UpdateInput = Omit<z.output<typeof staffUpdateBody>, 'id'>;

export interface StaffWrite {
  row: StaffRow;
  changes: OperationLogChange[];
}

const STAFF_LABELS = { name: '姓名', roles: '角色', status: '状态', password: '密码' };

/** What the operation log compares: names as staff see them. */
async function snapshot(db: Db, row: StaffRow) {
  const roles = (await findRolesOfStaff(db, [row.id])).get(row.id) ?? [];
  return { name: row.name, roles: roles.map((r) => r.name), status: row.disabled ? '停用' : '启用' };
}

async function checkedRoles(db: Db, codes: string[]): Promise<string[]> {
  const unique = [...new Set(codes)];
  const found = await findRolesByCodes(db, unique);
  if (found.length !== unique.length) throw refusedWith(ERRORS.roleMissing);
  return unique;
}

/** Refuses, inside the write's transaction, a result that leaves no enabled super admin. */
async function keepASuperAdmin(tx: Db): Promise<void> {
  if ((await countActiveSuperAdmins(tx)) === 0) throw refusedWith(ERRORS.lastSuperAdmin);
}

/** Refuses a display name another account already has (inside the write's transaction). */
async function uniqueName(db: Db, name: string, self?: string): Promise<void> {
  const [other] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.name, name), self ? ne(staff.id, self) : undefined))
    .limit(1);
  if (other) throw refusedWith(ERRORS.staffNameTaken);
}

async function existing(db: Db, id: string): Promise<StaffRow> {
  const row = await findStaffById(db as never, id);
  if (!row) throw refusedWith(ERRORS.staffMissing);
  return row;
}

export async function createStaff(app: FastifyInstance, input: CreateInput): Promise<StaffWrite> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await app.db.transaction(async (tx) => {
      const roleCodes = await checkedRoles(tx, input.roleCodes);
      await uniqueName(tx, input.name);
      // A new account's first login asks for a password of its own, like a reset does.
      const [row] = await tx.insert(staff).values({ loginId: input.loginId, name: input.name, passwordHash, mustChangePassword: true }).returning();
      await replaceStaffRoles(tx, row!.id, roleCodes);
      return { row: row!, changes: diffSnapshots(null, await snapshot(tx, row!), STAFF_LABELS) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refusedWith(ERRORS.staffLoginTaken);
    throw error;
  }
}

export async function updateStaff(app: FastifyInstance, id: string, input: UpdateInput): Promise<StaffWrite> {
  return app.db.transaction(async (tx) => {
    await lockSuperAdmins(tx);
    const before = await existing(tx, id);
    const beforeSnap = await snapshot(tx, before);
    const roleCodes = await checkedRoles(tx, input.roleCodes);
    await uniqueName(tx, input.name, id);
    const [row] = await tx.update(staff).set({ name: input.name }).where(eq(staff.id, id)).returning();
    await replaceStaffRoles(tx, id, roleCodes);
    if (!roleCodes.includes(SUPER_ADMIN_ROLE)) await keepASuperAdmin(tx);
    return { row: row!, changes: diffSnapshots(beforeSnap, await snapshot(tx, row!), STAFF_LABELS) };
  });
}

/** Disabling ends every session of the account at once (its revocation epoch moves). */
export async function setStaffEnabled(app: FastifyInstance, actorId: string, id: string, enabled: boolean): Promise<StaffWrite> {
  if (!enabled && id === actorId) throw refusedWith(ERRORS.selfDisable);
  const result = await app.db.transaction(async (tx) => {
    await lockSuperAdmins(tx);
    const before = await existing(tx, id);
    const beforeSnap = await snapshot(tx, before);
    const [row] = await tx.update(staff).set({ disabled: !enabled }).where(eq(staff.id, id)).returning();
    if (!enabled) await keepASuperAdmin(tx);
    return { row: row!, changes: diffSnapshots(beforeSnap, await snapshot(tx, row!), STAFF_LABELS) };
  });
  if (!enabled) await app.auth.sessions.revokeAccount('staff', id);
  return result;
}

/**
 * Sets a temporary password (the given one, or a drawn one): the staff member's sessions
 * end and their next login must choose a new password before anything else.
 */
export async function resetStaffPassword(app: FastifyInstance, id: string, given?: string): Promise<StaffWrite & { password: string }> {
  const row = await existing(app.db, id);
  const password = given ?? temporaryPassword();
  const [updated] = await app.db
    .update(staff)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: new Date(), mustChangePassword: true })
    .where(eq(staff.id, row.id))
    .returning();
  await app.auth.sessions.revokeAccount('staff', id);
  // The password itself never reaches the log.
  return { row: updated!, password, changes: [{ field: STAFF_LABELS.password, before: '', after: '已重置（下次登录须修改）' }] };
}
