/**
 * What `npm start` says once it listens: the address it was told to listen on, read from a
 * real server process (main.ts) started with HOST=127.0.0.1.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createDataStore, type DataStore, type ServerProcess, startServerProcess } from './test/server-process.ts';

describe('the start line', () => {
  let store: DataStore | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await store?.dispose();
  });

  it('names the address the server listens on', async () => {
    store = await createDataStore();
    server = await startServerProcess(store, { HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'info' });
    // stdout is a pipe here: JSON lines, one of them the start line.
    await expect.poll(() => server!.output(), { timeout: 10_000 }).toContain(`"msg":"portal: http://127.0.0.1:${server.port}/epm-coalweb/"`);
    expect(server.output()).not.toContain('localhost');
  }, 90_000);
});
