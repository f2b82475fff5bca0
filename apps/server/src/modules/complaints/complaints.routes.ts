import { adminComplaintListQuery, complainBody, complaintHandleBody, complaintIdQuery, myComplaintsQuery, PERMISSIONS } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { rejectNulBytes } from '../content/reject-nul.ts';
import { memberActor, staffActor } from '../../lib/actors.ts';
import { describeTarget } from '../../lib/actors.ts';
import { pageOf } from '../../lib/paging.ts';
import { loadTarget } from './complaint-targets.ts';
import { presentComplaint, presentComplaintDetail } from './complaints.presenter.ts';
import { findComplaint, listComplaints } from './complaints.repository.ts';
import { fileComplaint, handleComplaint } from './complaints.service.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

/** Members complain (POST /api/common/complain); staff handle it (ComplainManager, ComplainDetail). */
export async function complaintRoutes(app: FastifyInstance): Promise<void> {
  rejectNulBytes(app);
  app.post('/api/common/complain', { config: { auth: 'member' } }, async (request) => {
    const body = parse(complainBody, request.body);
    const row = await fileComplaint(app.db, await memberActor(request), body, app.clock.now());
    return ok(presentComplaint(row), '投诉已提交，我们会尽快处理');
  });

  app.get('/api/common/myComplaints', { config: { auth: 'member' } }, async (request) => {
    const q = parse(myComplaintsQuery, request.query);
    const me = await memberActor(request);
    const { rows, total } = await listComplaints(app.db, { memberId: me.id, status: q.status }, q);
    return ok(pageOf(rows.map(presentComplaint), total, q));
  });

  app.get('/api/admin/complaints/list', staffRoute(PERMISSIONS.complaints), async (request) => {
    const q = parse(adminComplaintListQuery, request.query);
    const { rows, total } = await listComplaints(app.db, { ...q, from: q.startDate, to: q.endDate }, q);
    return ok(pageOf(rows.map(presentComplaint), total, q));
  });

  app.get('/api/admin/complaints/detail', staffRoute(PERMISSIONS.complaints), async (request) => {
    const { id } = parse(complaintIdQuery, request.query);
    const row = await findComplaint(app.db, id);
    if (!row) throw notFound('投诉不存在');
    return ok(presentComplaintDetail(row, await loadTarget(app.db, row.targetType, row.targetId, row.targetPeriod, app.clock.now())));
  });

  app.post('/api/admin/complaints/handle', staffRoute(PERMISSIONS.complaints, '处理投诉'), async (request) => {
    const body = parse(complaintHandleBody, request.body);
    const actor = staffActor(request);
    const row = await handleComplaint(app.db, actor, body);
    request.auditTarget = describeTarget(row.id, `${row.targetTitle} → ${row.status}`);
    return ok(presentComplaintDetail(row, await loadTarget(app.db, row.targetType, row.targetId, row.targetPeriod, app.clock.now())), '处理成功');
  });
}
