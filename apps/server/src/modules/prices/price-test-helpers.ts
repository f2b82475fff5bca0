/** Helpers shared by the price module's API tests. */
import type { Envelope } from '@coal/contracts';
import type { TestClient, TestServer } from '../../test/test-server.ts';

export const STAFF = {
  admin: 'Admin@2026',
  editor: 'Editor@2026',
  reviewer: 'Review@2026',
  analyst: 'Analyst@2026',
} as const;

/** A back-office client logged in as one of the demo staff. */
export async function staffClient(server: TestServer, loginId: keyof typeof STAFF): Promise<TestClient> {
  const client = await server.client('0');
  const res = await client.staffLogin(loginId, STAFF[loginId]);
  if (!res.body.result) throw new Error(`staff login failed: ${res.body.message}`);
  return client;
}

export async function memberClient(server: TestServer, loginId: 'member' | 'bidder' | 'expert'): Promise<TestClient> {
  const client = await server.client();
  const res = await client.login(loginId, `${loginId[0]!.toUpperCase()}${loginId.slice(1)}@2026`);
  if (!res.body.result) throw new Error(`member login failed: ${res.body.message}`);
  return client;
}

/** Posts one file as multipart field `file`, as the back office's upload does. */
export async function uploadFile<T = unknown>(client: TestClient, path: string, fileName: string, content: string | Buffer): Promise<{ status: number; body: Envelope<T> }> {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? Buffer.from(content) : content]), fileName);
  const res = await fetch(`${client.baseUrl}${path}`, { method: 'POST', headers: { 'e-user-token': client.token! }, body: form });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}
