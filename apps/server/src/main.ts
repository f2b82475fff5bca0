import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config/env.ts';
import { openDatabaseEarly } from './db/open-early.ts';
import { portalUrls } from './lib/portal-urls.ts';

/** Starts the server; SIGINT/SIGTERM close it gracefully (analytics flushed, DB closed). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const early = openDatabaseEarly(config);
  early?.opening.catch(() => undefined); // buildApp awaits it and reports a failure
  const { buildApp } = await import('./app.ts');
  const app = await buildApp({ config, opening: early?.opening });
  if (early?.template) app.log.info({ template: early.template }, 'new data directory filled from the demo template');
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`portal: ${portalUrls(app.server.address() as AddressInfo, config.basePath).join('  ')}`);
}

void main();
