import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createMedia } from './modules/media/media.module.ts';
import { resumeDemoPictures, seedDemoIfEmpty } from './seed/seed.ts';

const config = loadConfigOrExit();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, directUrl: config.databaseDirectUrl }
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

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
