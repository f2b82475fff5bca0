import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { fillFromReadyTemplate, needsPreparing } from './demo-template.ts';

const scratch: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'coal-template-test-'));
  scratch.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a new data directory from the demo template', () => {
  it('is filled with a copy of every file of the template, made on another thread', async () => {
    const template = tempDir();
    mkdirSync(join(template, 'base/1'), { recursive: true });
    writeFileSync(join(template, 'PG_VERSION'), '17\n');
    writeFileSync(join(template, 'base/1/1259'), Buffer.alloc(64 * 1024, 7));
    const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'true', DATA_DIR: join(tempDir(), 'nested/new') });
    expect(needsPreparing(config)).toBe(true);

    const filled = await fillFromReadyTemplate(config, template);
    expect(filled).toMatchObject({ template });
    expect(readFileSync(join(config.DATA_DIR, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(join(config.DATA_DIR, 'base/1/1259'))).toEqual(Buffer.alloc(64 * 1024, 7));
    // Filled: no longer new, so nothing more to prepare.
    expect(needsPreparing(config)).toBe(false);
  });

  it('is left to buildApp (which makes the template first) when today’s template is not made yet', () => {
    const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'true', DATA_DIR: join(tempDir(), 'new') });
    expect(fillFromReadyTemplate(config, join(tempDir(), 'no-such-template'))).toBeNull();
  });
});
