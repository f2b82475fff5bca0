/**
 * `npm test`: every check, each stage timed, ending with a table of how long each took
 * (CI_INSTALL_SECONDS, set by .ci/run, adds the install). The static checks and the build run
 * side by side (each a single-threaded tool that would leave a core idle); the test stages run
 * alone. Stops after the first group with a failure.
 */
import { spawn } from 'node:child_process';

const GROUPS = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['db:check', 'npm run db:check'],
    ['build', 'npm run build'],
  ],
  [['unit', 'npm run test:unit']],
  [['budget', 'npm run test:budget']],
  [['e2e', 'npm test -w @coal/e2e']],
];

/** Runs a stage; alone, its output streams; beside others, it is printed whole when it ends. */
function run(name, command, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(chunks).toString()}`);
      resolve({ name, seconds: (performance.now() - started) / 1000, ok: status === 0 });
    });
  });
}

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
const rows = [];
if (process.env.CI_INSTALL_SECONDS) rows.push(['install', Number(process.env.CI_INSTALL_SECONDS), 'ok']);

const started = performance.now();
let failed = false;
for (const group of GROUPS) {
  if (failed) {
    for (const [name] of group) rows.push([name, null, 'not run']);
    continue;
  }
  const results = await Promise.all(group.map(([name, command]) => run(name, command, group.length === 1)));
  for (const { name, seconds, ok } of results) rows.push([name, seconds, ok ? 'ok' : 'FAILED']);
  failed = results.some((r) => !r.ok);
}

const wall = (performance.now() - started) / 1000 + Number(process.env.CI_INSTALL_SECONDS ?? 0);
console.log('\nStage durations (m:ss; typecheck, lint, db:check and build side by side)');
for (const [name, seconds, state] of [...rows, ['total', wall, failed ? 'FAILED' : 'ok']])
  console.log(`  ${name.padEnd(10)} ${(seconds === null ? '-' : minutes(seconds)).padStart(6)}  ${state}`);
process.exit(failed ? 1 : 0);
