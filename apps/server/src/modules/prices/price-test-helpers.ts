/** Helpers shared by the price module's API tests. */
import type { Envelope } from '@coal/contracts';
import type { TestClient } from '../../test/test-server.ts';



/** Posts one file as multipart field `file`, as the back office's upload does. */
export async function uploadFile<T = unknown>(client: TestClient, path: string, fileName: string, content: string | Buffer): Promise<{ status: number; body: Envelope<T> }> {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? Buffer.from(content) : content]), fileName);
  const res = await fetch(`${client.baseUrl}${path}`, { method: 'POST', headers: { 'e-user-token': client.token! }, body: form });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}
