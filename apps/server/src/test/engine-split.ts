/**
 * Which server test files also run on PostgreSQL + Redis (the `server-postgres` project), read
 * from each file itself so a new test joins by what it does, never by a list to keep up.
 * Every file runs on PGlite. See docs/decisions/0061-test-engines.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Subjects that are SQL or the shared stores whatever a file imports (paths from the server's root). */
const SQL_SUBJECTS: RegExp[] = [
  /^src\/lib\/(jobs|kv\/|cache\/)/, // job queue, Redis-backed state
  /^src\/modules\/search\//, // full-text search
  /\.(repository|rollup|durability)\.test\.ts$/,
  /two-instances\.test\.ts$/,
];

/** What in a file's own text shows it writes SQL or depends on the engine or the stores. */
const SQL_TEXT: RegExp[] = [
  /from '(drizzle-orm|pg)'/, // builds or sends SQL itself
  /from '[^']*\/db\/(client|schema\/[^']*|backup|migrate[^']*)\.ts'/, // rows and handles
  /from '[^']*\/lib\/(jobs|kv\/(?!memory-kv)[^']*|cache\/[^']*)\.ts'/, // the queue, the shared stores
  /from '[^']*\/test\/server-process\.ts'/, // real server processes on the engine
  /\btestEngine\(\)|process\.env\.REDIS_URL/, // engine-aware by its own code
];

/** Whether a test file (path from the server's root, e.g. `src/db/backup.test.ts`) runs on PostgreSQL too. */
export function runsOnPostgres(file: string, source: string): boolean {
  return SQL_SUBJECTS.some((re) => re.test(file)) || SQL_TEXT.some((re) => re.test(source));
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The PostgreSQL project's files, relative to the server's root, in a stable order. */
export function postgresTestFiles(serverRoot: string): string[] {
  return testFiles(join(serverRoot, 'src'))
    .map((path) => ({ file: relative(serverRoot, path).split('\\').join('/'), path }))
    .filter(({ file, path }) => runsOnPostgres(file, readFileSync(path, 'utf8')))
    .map(({ file }) => file)
    .sort();
}
