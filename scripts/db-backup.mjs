/**
 * `npm run db:backup`: see README "Backup and restore". Runs from the repository root, like
 * `npm start`, so DATA_DIR means the same; paths given are relative to where npm was run.
 */
import { fileURLToPath } from 'node:url';

const cwd = process.env.INIT_CWD ?? process.cwd();
process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const { register } = await import('tsx/esm/api');
register();
const { runBackupCli } = await import('../apps/server/src/db/backup-cli.ts');
await runBackupCli('backup', process.argv.slice(2), cwd);
