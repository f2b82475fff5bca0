import type { Config } from '../config/env.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { fillFromReadyTemplate, needsPreparing, type TemplateFill } from './demo-template.ts';

/**
 * For main.ts: starts opening the configured database before the app's modules load, so a
 * start pays for the longer of the two, not both (PGlite opens on its own thread; a new data
 * directory is first copied from today's template, asynchronously). Null when a new data
 * directory has no template to come from yet: buildApp makes it, then opens.
 */
export function openDatabaseEarly(config: Config): { opening: Promise<DatabaseHandle>; filled: Promise<TemplateFill | null> } | null {
  const open = () => openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  if (!needsPreparing(config)) return { opening: open(), filled: Promise.resolve(null) };
  const filling = fillFromReadyTemplate(config);
  if (!filling) return null;
  return { opening: filling.then(open), filled: filling };
}
