/** 系统管理 calls: staff, roles, the own password and the workbench. */
import type {
  AdminRole,
  AdminStaff,
  OwnPasswordBodyInput,
  Page,
  RoleSaveBodyInput,
  RoleUpdateBodyInput,
  StaffCreateBodyInput,
  StaffPasswordReset,
  StaffUpdateBodyInput,
  WorkbenchCount,
} from '@coal/contracts';
import { http, unwrap, type Params } from '../../../lib/http/index.ts';
import { formFlag } from '../../../ui/admin-list/formBody.ts';

export const staffAdminKeys = {
  staff: ['adminStaff'] as const,
  staffList: (params: Params) => ['adminStaff', 'list', params] as const,
  roleOptions: ['adminStaff', 'roles'] as const,
  roles: ['adminRoles'] as const,
  workbench: ['adminWorkbench'] as const,
};

/** The staff dialog: create (no id) or update (with id); the lists stay arrays until sent. */
export type StaffInput = Partial<Omit<StaffCreateBodyInput & StaffUpdateBodyInput, 'name' | 'roleCodes'>> &
  Pick<StaffCreateBodyInput, 'name'> & { roleCodes: Extract<StaffCreateBodyInput['roleCodes'], unknown[]> };

/** The role dialog: create (no code) or update (with code). */
export type RoleInput = Omit<RoleSaveBodyInput, 'permissions'> &
  Partial<Pick<RoleUpdateBodyInput, 'code'>> & { permissions: Extract<RoleSaveBodyInput['permissions'], unknown[]> };

export interface RoleOption {
  code: string;
  name: string;
  builtIn: boolean;
}

export type PasswordChange = OwnPasswordBodyInput;

/** Answers the server's message for the success toast. */
async function write(url: string, body: Params): Promise<string> {
  const envelope = await http.post<unknown>(url, body);
  unwrap(envelope);
  return envelope.message || '保存成功';
}

// Lists go comma-joined: the server reads `a,b` and repeated fields alike.
const joined = (values: string[]) => values.join(',');

export const fetchStaff = async (params: Params): Promise<Page<AdminStaff>> => unwrap(await http.get<Page<AdminStaff>>('/api/admin/staff/list', params));
export const fetchRoleOptions = async (): Promise<RoleOption[]> => unwrap(await http.get<RoleOption[]>('/api/admin/staff/roles'));

export function saveStaff({ id, loginId, name, roleCodes, password }: StaffInput): Promise<string> {
  if (id) return write('/api/admin/staff/update', { id, name, roleCodes: joined(roleCodes) });
  return write('/api/admin/staff/create', { loginId: loginId ?? '', name, roleCodes: joined(roleCodes), password: password ?? '' });
}

export const setStaffEnabled = (id: string, enabled: boolean): Promise<string> => write('/api/admin/staff/setEnabled', { id, enabled: formFlag(enabled) });

/** Blank `password`: the server draws one. Answers the temporary password, shown once. */
export async function resetStaffPassword(id: string, password?: string): Promise<string> {
  return unwrap(await http.post<StaffPasswordReset>('/api/admin/staff/resetPassword', { id, password: password ?? '' })).password;
}

export const fetchRoles = async (): Promise<AdminRole[]> => unwrap(await http.get<AdminRole[]>('/api/admin/role/list'));

export function saveRole({ code, name, description, permissions }: RoleInput): Promise<string> {
  const body = { name, description: description ?? '', permissions: joined(permissions) };
  return code ? write('/api/admin/role/update', { code, ...body }) : write('/api/admin/role/create', body);
}

export const deleteRole = (code: string): Promise<string> => write('/api/admin/role/delete', { code });

/** The signed-in staff member's own password; the answer carries this session's new token. */
export const changeOwnPassword = (input: PasswordChange): Promise<string> => write('/api/admin/auth/changePassword', { ...input });

export const fetchWorkbench = async (): Promise<WorkbenchCount[]> => unwrap(await http.get<WorkbenchCount[]>('/api/admin/workbench'));
