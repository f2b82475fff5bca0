/** The command line of `npm run db:backup [dir]` and `npm run db:restore <dir>` (scripts/db-*.mjs). */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config/env.ts';
import { backup, restore } from './backup.ts';

const stamp = () => new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** `cwd` is where the command was typed: relative paths are the user's. */
export async function runBackupCli(mode: 'backup' | 'restore', args: string[], cwd: string): Promise<void> {
  try {
    const config = loadConfig();
    const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${resolve(config.DATA_DIR)}`;
    if (mode === 'backup') {
      const dir = resolve(cwd, args[0] ?? `backups/${stamp()}`);
      const manifest = await backup(config, dir);
      const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
      console.log(`backup of ${where}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, files: ${manifest.files.join(', ') || 'none'} → ${dir}`);
    } else {
      if (!args[0]) throw new Error('usage: npm run db:restore -- <backup directory>');
      const dir = resolve(cwd, args[0]);
      const manifest = await restore(config, dir);
      console.log(`restored ${where} from ${dir} (taken ${manifest.createdAt})`);
    }
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
