import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataStore, type DataStore, startServerProcess } from './server-process.ts';

describe('server process harness', () => {
  let store: DataStore;
  beforeAll(async () => {
    store = await createDataStore();
  });
  afterAll(() => store.dispose());

  it('starts main.ts on the data store, answers, and stops gracefully', async () => {
    const server = await startServerProcess(store);
    const client = await server.client();
    const res = await client.login('member', 'Member@2026');
    expect(res.body.result).toBe(true);
    await server.stop();
    expect(server.child.exitCode).toBe(0);
  });
});
