import {
  PERMISSIONS,
  roleCodeBody,
  roleSaveBody,
  roleUpdateBody,
  staffCreateBody,
  staffListQuery,
  staffResetPasswordBody,
  staffSetEnabledBody,
  staffUpdateBody,
  type StaffPasswordReset,
} from '@coal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { pageOf } from '../../lib/paging.ts';
import { createRole, deleteRole, listRoles, updateRole } from './roles.service.ts';
import { findRolesOfStaff, findStaffPage } from './staff-admin.repository.ts';
import { createStaff, resetStaffPassword, setStaffEnabled, type StaffWrite, updateStaff } from './staff-admin.service.ts';
import { presentAdminStaff } from './staff.presenter.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

const staffTarget = (row: { loginId: string; name: string }) => `${row.loginId} ${row.name}`.slice(0, 200);

async function answerStaff(request: FastifyRequest, write: StaffWrite) {
  request.auditTarget = staffTarget(write.row);
  request.auditChanges = write.changes;
  const roles = (await findRolesOfStaff(request.server.db, [write.row.id])).get(write.row.id) ?? [];
  return presentAdminStaff(write.row, roles);
}

/** 系统管理: StaffManagement (staff:manage) and RoleManagement (role:manage). */
export async function staffAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/staff/list', staffRoute(PERMISSIONS.staff), async (request) => {
    const { keyword, roleCode, status, ...page } = parse(staffListQuery, request.query);
    const { rows, total } = await findStaffPage(app.db, { keyword, roleCode, status }, page);
    const roles = await findRolesOfStaff(
      app.db,
      rows.map((r) => r.id),
    );
    return ok(
      pageOf(
        rows.map((r) => presentAdminStaff(r, roles.get(r.id) ?? [])),
        total,
        page,
      ),
    );
  });

  // Picking roles for a staff member needs the list without role:manage.
  app.get('/api/admin/staff/roles', staffRoute(PERMISSIONS.staff), async () =>
    ok((await listRoles(app.db)).map(({ code, name, builtIn }) => ({ code, name, builtIn }))),
  );

  app.post('/api/admin/staff/create', staffRoute(PERMISSIONS.staff, '新增员工'), async (request) => {
    const body = parse(staffCreateBody, request.body);
    request.auditTarget = body.loginId;
    return ok(await answerStaff(request, await createStaff(app, body)), '保存成功');
  });

  app.post('/api/admin/staff/update', staffRoute(PERMISSIONS.staff, '修改员工'), async (request) => {
    const { id, ...body } = parse(staffUpdateBody, request.body);
    return ok(await answerStaff(request, await updateStaff(app, id, body)), '保存成功');
  });

  app.post('/api/admin/staff/setEnabled', staffRoute(PERMISSIONS.staff, '启用/停用员工'), async (request) => {
    const { id, enabled } = parse(staffSetEnabledBody, request.body);
    const write = await setStaffEnabled(app, request.session!.userId!, id, enabled);
    return ok(await answerStaff(request, write), enabled ? '已启用' : '已停用');
  });

  app.post('/api/admin/staff/resetPassword', staffRoute(PERMISSIONS.staff, '重置员工密码'), async (request) => {
    const { id, password } = parse(staffResetPasswordBody, request.body);
    const write = await resetStaffPassword(app, id, password);
    await answerStaff(request, write);
    return ok<StaffPasswordReset>({ password: write.password }, '密码已重置，该员工下次登录须修改密码');
  });

  app.get('/api/admin/role/list', staffRoute(PERMISSIONS.roles), async () => ok(await listRoles(app.db)));

  app.post('/api/admin/role/create', staffRoute(PERMISSIONS.roles, '新增角色'), async (request) => {
    const body = parse(roleSaveBody, request.body);
    request.auditTarget = body.name;
    const { role, changes } = await createRole(app, body);
    request.auditChanges = changes;
    return ok(role, '保存成功');
  });

  app.post('/api/admin/role/update', staffRoute(PERMISSIONS.roles, '修改角色'), async (request) => {
    const { code, ...body } = parse(roleUpdateBody, request.body);
    request.auditTarget = body.name;
    const { role, changes } = await updateRole(app, code, body);
    request.auditChanges = changes;
    return ok(role, '保存成功');
  });

  app.post('/api/admin/role/delete', staffRoute(PERMISSIONS.roles, '删除角色'), async (request) => {
    const { code } = parse(roleCodeBody, request.body);
    request.auditTarget = code;
    const { role, changes } = await deleteRole(app, code);
    request.auditTarget = role.name;
    request.auditChanges = changes;
    return ok(null, '删除成功');
  });
}
