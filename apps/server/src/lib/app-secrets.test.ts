import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { loadOrCreateSecret } from './app-secrets.ts';

const opened: DatabaseHandle[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

async function freshDatabase(): Promise<DatabaseHandle> {
  const database = await openTestDatabase();
  opened.push(database);
  return database;
}

const config = () => loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' });

describe('ticket secret without TICKET_SECRET', () => {
  it('is random per database, never a constant: two fresh databases get different secrets', async () => {
    const [a, b] = [await freshDatabase(), await freshDatabase()];
    const apps = [await buildApp({ config: config(), database: a, serveWeb: false }), await buildApp({ config: config(), database: b, serveWeb: false })];
    const [first, second] = apps.map((app) => app.secrets.ticket);
    await Promise.all(apps.map((app) => app.close()));
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(second).toMatch(/^[\w-]{43}$/);
    expect(first).not.toBe(second);
  });

  it('survives a restart on the same database, and instances starting together agree', async () => {
    const database = await freshDatabase();
    const together = await Promise.all(Array.from({ length: 5 }, () => loadOrCreateSecret(database.db, 'ticket')));
    expect(new Set(together).size).toBe(1);
    const app = await buildApp({ config: config(), database, serveWeb: false });
    const signed = app.auth.tickets.issue({ sys: 'trade', uid: 'u', lid: 'l', pfx: 'p', sid: 's', exp: Math.floor(Date.now() / 1000) + 60 });
    expect(app.secrets.ticket).toBe(together[0]);
    await app.close();
    const restarted = await buildApp({ config: config(), database, serveWeb: false });
    expect(restarted.secrets.ticket).toBe(together[0]);
    expect(restarted.auth.tickets.verify(signed)?.uid).toBe('u');
    await restarted.close();
  });

  it('TICKET_SECRET wins when configured', async () => {
    const database = await freshDatabase();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false', TICKET_SECRET: 'x'.repeat(32) }),
      database,
      serveWeb: false,
    });
    expect(app.secrets.ticket).toBe('x'.repeat(32));
    await app.close();
  });
});
