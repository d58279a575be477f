import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createMedia } from './modules/media/media.module.ts';
import { resumeDemoPictures, seedDemoIfEmpty } from './seed/seed.ts';

const config = loadConfigOrExit();
const database = await openDatabase(
  config.databaseUrl
    ? {
        kind: 'postgres',
        url: config.databaseUrl,
        directUrl: config.databaseDirectUrl,
        statementTimeoutMs: config.databaseStatementTimeoutMs,
        idleInTransactionTimeoutMs: config.databaseIdleInTransactionTimeoutMs,
      }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
);
await database.migrate();

// One media service for the app and the seed, so it serves the seed's pictures while they are drawn.
const media = createMedia(config, database.db);
const app = await buildApp({ config, database, media });
if (config.seedDemo) {
  const deps = { db: database.db, media, log: app.log, publicOrigin: config.publicOrigin };
  if (!(await seedDemoIfEmpty(deps))) await resumeDemoPictures(deps);
}

let stopping = false;

/**
 * A clean stop (docs/decisions.md "A clean stop"): no new connections and failing health checks at once, every
 * request in flight answered (for at most SHUTDOWN_TIMEOUT_SECONDS), then the jobs stopped between runs
 * (their onClose hooks), the database closed, and exit 0. A second signal changes nothing.
 */
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping: answering the requests in flight');
  const cutOff = await app.drain.run(config.shutdownTimeoutSeconds * 1000);
  if (cutOff > 0) app.log.warn({ cutOff }, 'requests still running at the stop deadline were cut off');
  await app.close();
  await database.close();
  app.log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
