/**
 * `npm test`: every check in order, each stage timed; stops at the first that fails and ends
 * with a table of how long each took (CI_INSTALL_SECONDS, set by .ci/run, adds the install).
 */
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['db:check', 'npm run db:check'],
  ['unit', 'npm run test:unit'],
  ['build', 'npm run build'],
  ['budget', 'npm run test:budget'],
  ['e2e', 'npm test -w @coal/e2e'],
];

const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
const rows = [];
if (process.env.CI_INSTALL_SECONDS) rows.push(['install', Number(process.env.CI_INSTALL_SECONDS), 'ok']);

let failed = 0;
for (const [name, command] of STAGES) {
  if (failed) {
    rows.push([name, null, 'not run']);
    continue;
  }
  const started = performance.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  const ok = status === 0;
  rows.push([name, (performance.now() - started) / 1000, ok ? 'ok' : 'FAILED']);
  if (!ok) failed = status || 1;
}

const total = rows.reduce((sum, [, seconds]) => sum + (seconds ?? 0), 0);
console.log('\nStage durations (m:ss)');
for (const [name, seconds, state] of [...rows, ['total', total, failed ? 'FAILED' : 'ok']])
  console.log(`  ${name.padEnd(10)} ${(seconds === null ? '-' : minutes(seconds)).padStart(6)}  ${state}`);
process.exit(failed);
