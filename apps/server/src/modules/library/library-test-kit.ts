/** Helpers for the library and site-management API tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { postFile } from '../uploads/upload-test-files.ts';

/** A test server whose uploads go to a temp DATA_DIR, removed on close (demo files are re-made there). */
export async function startLibraryServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coal-library-'));
  const server = await startTestServer({ DATA_DIR: dataDir, ...env });
  return {
    ...server,
    client: (flag) => server.client(flag),
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const STAFF_PASSWORDS = { admin: 'Admin@2026', editor: 'Editor@2026', reviewer: 'Review@2026', analyst: 'Analyst@2026' } as const;

/** A back-office client logged in as one of the demo staff. */
export async function staffClient(server: TestServer, who: keyof typeof STAFF_PASSWORDS): Promise<TestClient> {
  const client = await server.client('0');
  const res = await client.staffLogin(who, STAFF_PASSWORDS[who]);
  if (!res.body.result) throw new Error(`staff login ${who} failed: ${res.body.message}`);
  return client;
}

export async function memberClient(server: TestServer): Promise<TestClient> {
  const client = await server.client();
  await client.login('member', 'Member@2026');
  return client;
}

/** Uploads through a back-office upload call; answers `data.filePath`. */
export async function uploadAs(server: TestServer, client: TestClient, url: string, data: Buffer, name: string, type: string): Promise<string> {
  const res = await postFile(`${server.url}${url}`, client.token, data, name, type);
  if (!res.body.result) throw new Error(`upload failed: ${res.status} ${res.body.message}`);
  return res.body.data.filePath as string;
}

/** The newest operation-log rows. */
export async function lastLogs(server: TestServer, n = 1) {
  const { operationLogs } = await import('../../db/schema/index.ts');
  const { desc } = await import('drizzle-orm');
  return server.database.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(n);
}
