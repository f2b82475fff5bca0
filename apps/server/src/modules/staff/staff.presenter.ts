import type { AdminStaff, StaffProfile } from '@coal/contracts';
import type { StaffRow } from './staff.repository.ts';

export function presentStaff(row: StaffRow, roles: string[], permissions: Set<string>): StaffProfile {
  return { id: row.id, loginId: row.loginId, name: row.name, roles, permissions: [...permissions].sort(), mustChangePassword: row.mustChangePassword };
}

export function presentAdminStaff(row: StaffRow, roles: { code: string; name: string }[]): AdminStaff {
  return {
    id: row.id,
    loginId: row.loginId,
    name: row.name,
    roles,
    disabled: row.disabled,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.toISOString(),
  };
}
