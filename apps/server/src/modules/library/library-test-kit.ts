/** Helpers for the library and site-management API tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

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

/** Uploads through a back-office upload call; answers `data.filePath`. */
export async function uploadAs(client: TestClient, url: string, data: Buffer, name: string, type: string): Promise<string> {
  const res = await client.postMultipart<Record<string, unknown>>(url, [{ data, name, type }]);
  if (!res.body.result) throw new Error(`upload failed: ${res.status} ${res.body.message}`);
  return res.body.data.filePath as string;
}

/** The newest operation-log rows. */
export async function lastLogs(server: TestServer, n = 1) {
  const { operationLogs } = await import('../../db/schema/index.ts');
  const { desc } = await import('drizzle-orm');
  return server.database.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(n);
}
