import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';

/** Secrets the server signs with; never a constant in the code. */
export interface AppSecrets {
  /** Tickets for the external systems and signed report links: TICKET_SECRET or a drawn one. */
  ticket: string;
  /** Signs the one-click unsubscribe links of notification emails (drawn once, kept in the database). */
  unsubscribe: string;
}

/**
 * The named secret kept in the database, drawn at random the first time. Concurrent first
 * starts all insert-or-do-nothing, then read the one row that won.
 */
export async function loadOrCreateSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}

declare module 'fastify' {
  interface FastifyInstance {
    secrets: AppSecrets;
  }
}
