import type { Config } from '../config/env.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { needsPreparing, readyDemoTemplate } from './demo-template.ts';

/**
 * For main.ts: starts opening the configured database before the app's modules load, so a
 * start pays for the longer of the two, not both (PGlite opens on its own thread, which first
 * copies a new data directory from today's demo template). `template` says which, for the
 * log. Null when a new data directory has no template to come from yet: buildApp makes it, then opens.
 */
export function openDatabaseEarly(config: Config, readyTemplate = readyDemoTemplate): { opening: Promise<DatabaseHandle>; template: string | null } | null {
  const open = (fillFrom?: string) => openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, fillFrom });
  if (!needsPreparing(config)) return { opening: open(), template: null };
  const template = readyTemplate();
  if (!template) return null;
  return { opening: open(template), template };
}
