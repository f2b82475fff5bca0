import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';

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
  const app = await buildApp({ config });
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
  app.log.info(`portal: http://localhost:${config.PORT}${config.basePath}`);
}

void main();
