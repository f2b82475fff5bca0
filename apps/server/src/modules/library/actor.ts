import type { FastifyRequest } from 'fastify';
import { findStaffById } from '../staff/staff.repository.ts';

/** The name of the staff member making a back-office write (stored as createdBy/updatedBy). */
export async function actorName(request: FastifyRequest): Promise<string> {
  const id = request.session?.userId;
  const row = id ? await findStaffById(request.server.db, id) : undefined;
  return row?.name ?? request.session?.loginId ?? '';
}

/** The audit target of a write: `#id 标题`. */
export const describeTarget = (id: number, title: string) => `#${id} ${title}`.slice(0, 200);
