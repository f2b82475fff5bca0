import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** The web project of the root `test.projects`; also runnable alone with --config. */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/epm-coalweb/portal/Home' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // The app shows China time whatever the browser's zone (lib/china-time.ts). The tests run as a
    // browser abroad, whose days and hours differ from Beijing's, so a slip to the local clock fails
    // here and not only for the staff abroad.
    env: { TZ: 'America/New_York' },
    restoreMocks: true,
    // antd under jsdom is slow on a loaded two-core machine; the default 5 s flakes.
    testTimeout: 20_000,
  },
});
