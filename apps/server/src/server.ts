import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createMedia } from './modules/media/media.module.ts';
import { seedDemoIfEmpty } from './seed/seed.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
);
await database.migrate();

const app = await buildApp({ config, database });
if (config.seedDemo) {
  await seedDemoIfEmpty({
    db: database.db,
    media: createMedia(config, database.db),
    log: app.log,
    publicOrigin: config.publicOrigin,
  });
}

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
