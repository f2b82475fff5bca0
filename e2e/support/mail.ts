import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The test SMTP server's port: beside E2E_PORT, so checkouts side by side do not collide. */
export const SMTP_PORT = Number(process.env.E2E_PORT ?? 8199) + 1100;
export const MAIL_DIR = fileURLToPath(new URL('../../.tmp/e2e-mail', import.meta.url));

/** The raw messages the test SMTP server has received so far. */
export function receivedMail(): string[] {
  try {
    return readdirSync(MAIL_DIR).map((f) => readFileSync(join(MAIL_DIR, f), 'utf8'));
  } catch {
    return [];
  }
}

/** A message's headers, unfolded. */
export const headersOf = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
