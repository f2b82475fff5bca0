import type { StaffProfile } from '@coal/contracts';
import type { StaffRow } from './staff.repository.ts';

export function presentStaff(row: StaffRow, roles: string[], permissions: Set<string>): StaffProfile {
  return { id: row.id, loginId: row.loginId, name: row.name, roles, permissions: [...permissions].sort() };
}
