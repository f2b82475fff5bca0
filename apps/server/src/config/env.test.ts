import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('has working defaults: embedded database with demo data on port 8080', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, basePath: '/epm-coalweb/', seedDemo: true, DATA_DIR: './data' });
    expect(config.mobileHomeUrl).toBe('/epm-coalweb/mobile/index');
  });

  it('turns demo data off by default on PostgreSQL and follows PRODUCT in the base path', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', PRODUCT: 'coke' });
    expect(config.seedDemo).toBe(false);
    expect(config.basePath).toBe('/epm-cokeweb/');
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://x', PARAM_ENCRYPTION: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'PARAM_ENCRYPTION']) expect(problems).toContain(name);
    }
  });

  it('refuses the test captcha, demo seeding and a missing ticket secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_TEST_CODE: '1', SEED_DEMO: 'true' })).toThrow(
      /CAPTCHA_TEST_CODE[\s\S]*TICKET_SECRET[\s\S]*SEED_DEMO|CAPTCHA_TEST_CODE/,
    );
    const ok = loadConfig({ NODE_ENV: 'production', TICKET_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://u@h/db' });
    expect(ok.seedDemo).toBe(false);
  });
});

describe('.env.example', () => {
  it('documents every variable the server reads', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(new URL('./env.ts', import.meta.url), 'utf8');
    const example = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8');
    const names = [...source.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  });
});
