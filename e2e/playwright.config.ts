import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { SMTP_PORT } from './support/mail.ts';

// E2E_PORT lets two checkouts run their suites side by side on one machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8199);
export const BASE = `http://127.0.0.1:${E2E_PORT}/epm-coalweb/`;
// Absolute: the server changes into the repository root before reading DATA_DIR.
const DATA_DIR = fileURLToPath(new URL('../.tmp/e2e-data', import.meta.url));
// A worker's Chromium keeps about one core busy while a page starts, and the server needs
// one too: on a 2-core runner two workers doubled every step's time and steps ran past their
// timeouts (pages still "加载中"), while one worker took no longer in total. E2E_WORKERS overrides.
const WORKERS = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)));

/**
 * End-to-end specs in Debian's Chromium against the real server on a fresh embedded
 * database (demo accounts, test captcha, parameter encryption on to prove the whole path).
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['**/*.spec.ts'],
  testIgnore: ['node_modules/**'],
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  outputDir: 'test-results',
  // The test SMTP server the app sends notification email to (support/smtp-sink.ts).
  globalSetup: './support/smtp-sink.ts',
  use: {
    baseURL: BASE,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `rm -rf '${DATA_DIR}' && node ../scripts/start.mjs`,
    url: `${BASE}app-config.js`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR,
      CAPTCHA_TEST_CODE: '8888',
      PARAM_ENCRYPTION: 'true',
      LOG_LEVEL: 'warn',
      // Short enough for the expired-login specs, long enough for the rest.
      TOKEN_EXPIRES: '30',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      NOTIFY_POLL_MS: '500',
    },
  },
});
