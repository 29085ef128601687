import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedCatalogueFiles, seedCatalogues } from './catalogues.js';
import { createLogger } from './http/logger.js';
import {
  createMaintenanceToken,
  readRunningInstance,
  removeInstance,
  writeInstance,
} from './runtime/instance-file.js';

/** Start-up: config → database → migrate → seed catalogues → listen; SIGTERM/SIGINT close cleanly. */
const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  mkdirSync(config.dataDir, { recursive: true });

  const embedded = !config.databaseUrl;
  const running = readRunningInstance(config.dataDir);
  if (embedded && running) {
    throw new ConfigError(
      `Another Mise server (pid ${running.pid}, port ${running.port}) is using ${config.dataDir}. ` +
        'Stop it first, or give this one its own DATA_DIR.',
    );
  }

  // Each start-up phase is logged with its duration: a slow or stuck start says where it is.
  const startedAt = performance.now();
  const elapsedMs = () => Math.round(performance.now() - startedAt);
  const phase = (name: string) => logger.info(name, { ms: elapsedMs() });

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, maxConnections: config.databasePoolSize }
      : {
          kind: 'pglite',
          dataDir: path.join(config.dataDir, 'db'),
          template: path.join(here, 'pglite-template.tar.gz'),
        },
  );
  phase('database open');
  await database.migrate();
  phase('migrations applied');
  await seedCatalogues(database.db);
  phase('catalogues seeded');

  const webDist = path.resolve(here, '../../web/dist');
  const maintenanceToken = createMaintenanceToken();
  const { app, services } = createApp({ config, database, webDist, logger, maintenanceToken });
  // The starter recipes' pictures: drawn into storage when it lacks them (a new install's first start,
  // ~1.5 s of sharp), in the background so the server listens at once; a card asking before its
  // picture is there shows the placeholder. Started before the nutrition warm-up, which would hold it up.
  void seedCatalogueFiles(services)
    .then((made) => logger.info('catalogue files ready', { made, ms: elapsedMs() }))
    .catch((error: unknown) =>
      logger.error('catalogue files failed', {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  // The nutrition engine indexes the food reference in the background, ready for the first estimate.
  void services.nutrition.warm();

  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      // The default, said out loud: a body the app answered without reading (a guest's 401, a 404)
      // is read and dropped once the answer is sent, so the keep-alive connection stays usable.
      // http/body-limit.ts keeps that working (it never starts a body stream it does not read).
      autoCleanupIncoming: true,
    },
    (info: AddressInfo) => {
      writeInstance(config.dataDir, { pid: process.pid, port: info.port, token: maintenanceToken });
      logger.info('listening', {
        url: config.publicUrl,
        port: info.port,
        database: database.kind,
        ms: elapsedMs(),
      });
    },
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { signal });
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    server.close(() => {
      removeInstance(config.dataDir);
      database
        .close()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          logger.error('database close failed', { error: String(error) });
          process.exit(1);
        });
    });
    // Idle keep-alive connections would hold close() open.
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Mise failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
