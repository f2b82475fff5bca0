/** Complaint calls: a member's POST /api/common/complain and ComplainManager's admin calls. */
import type { ComplainBodyInput, ComplaintDetail, ComplaintHandleBodyInput, ComplaintItem, Page } from '@coal/contracts';
import { http, unwrap, type Params } from '../../../lib/http/index.ts';
import { toFormBody } from '../../../ui/admin-list/formBody.ts';

export const COMPLAINT_URLS = {
  complain: '/api/common/complain',
  mine: '/api/common/myComplaints',
  list: '/api/admin/complaints/list',
  detail: '/api/admin/complaints/detail',
  handle: '/api/admin/complaints/handle',
} as const;

export const complaintKeys = {
  all: ['complaints'] as const,
  list: (params: Params) => ['complaints', 'list', params] as const,
  mine: (params: Params) => ['complaints', 'mine', params] as const,
  detail: (id: number) => ['complaints', 'detail', id] as const,
};

export type ComplainInput = ComplainBodyInput;

/** Files a complaint; resolves to the server's message. */
export async function complain(input: ComplainInput): Promise<string> {
  const envelope = await http.post<unknown>(COMPLAINT_URLS.complain, { ...input });
  unwrap(envelope);
  return envelope.message || '投诉已提交，我们会尽快处理';
}

export async function fetchComplaints(params: Params): Promise<Page<ComplaintItem>> {
  return unwrap(await http.get<Page<ComplaintItem>>(COMPLAINT_URLS.list, params));
}

export async function fetchComplaint(id: number): Promise<ComplaintDetail> {
  return unwrap(await http.get<ComplaintDetail>(COMPLAINT_URLS.detail, { id }));
}

export type HandleComplaintInput = ComplaintHandleBodyInput;

export async function handleComplaint(input: HandleComplaintInput): Promise<void> {
  unwrap(await http.post<unknown>(COMPLAINT_URLS.handle, toFormBody(input, { blanks: 'omit' })));
}

/** A member's own complaints with the staff's replies. */
export async function fetchMyComplaints(params: Params): Promise<Page<ComplaintItem>> {
  return unwrap(await http.get<Page<ComplaintItem>>(COMPLAINT_URLS.mine, params));
}
