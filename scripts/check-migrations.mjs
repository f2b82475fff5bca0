/**
 * Fails when the Drizzle schema has changes that no committed migration carries: generates
 * into a scratch copy of the migrations folder and checks that nothing new appears.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = fileURLToPath(new URL('../apps/server', import.meta.url));
const committed = join(server, 'src/db/migrations');
// drizzle-kit wants a path relative to the package, so the scratch copy lives inside it.
const scratchRel = `.tmp/migrations-check-${process.pid}`;
const scratch = join(server, scratchRel);
mkdirSync(scratch, { recursive: true });
cpSync(committed, scratch, { recursive: true });
const list = (dir) => readdirSync(dir, { recursive: true }).map(String).sort();
const before = list(scratch);
const result = spawnSync(
  'npx',
  ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', './src/db/schema/index.ts', '--out', scratchRel, '--name', 'pending'],
  { cwd: server, encoding: 'utf8' },
);
const added = list(scratch).filter((f) => !before.includes(f));
rmSync(scratch, { recursive: true, force: true });
if (result.status !== 0) {
  console.error(result.stdout, result.stderr);
  process.exit(1);
}
if (added.length > 0) {
  console.error(`The schema has changes without a migration (${added.join(', ')}). Run: npm run db:generate`);
  process.exit(1);
}
console.log('migrations: schema and committed migrations agree');
