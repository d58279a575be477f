import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Server tests run on PGlite; when TEST_DATABASE_URL is set (CI) the ones that open a database run a second
 * time on PostgreSQL, so the same SQL and migrations are proven on both engines (docs/architecture.md §9).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** What a server test names when it opens a database (apps/server/src/test/helpers.ts, db/client.ts). */
const OPENS_A_DATABASE = /\b(openTestDatabase|buildTestApp|useTestApp|openDatabase|STYLEBOOK_TEST_DB)\b/;
/** Test support a test may open its database through: the modules beside the helpers and the reliability suite. */
const TEST_SUPPORT = /\/src\/(test|reliability)\//;

/**
 * True when the test file opens a database, itself or through the test support it imports (followed from
 * import to import); a file that does not is engine-independent and runs once, on the PGlite project.
 */
function opensADatabase(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  if (OPENS_A_DATABASE.test(source)) return true;
  return [...source.matchAll(/from '(\.{1,2}\/[^']+\.ts)'/g)].some(([, specifier]) => {
    const imported = path.resolve(path.dirname(file), specifier!);
    return TEST_SUPPORT.test(imported) && opensADatabase(imported, seen);
  });
}

const root = path.dirname(fileURLToPath(import.meta.url));
const serverTestsOnADatabase = onPostgres
  ? readdirSync(path.join(root, 'apps/server/src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.join('apps/server/src', file))
      .filter((file) => opensADatabase(path.join(root, file)))
  : [];
/**
 * Server test files share their worker's modules instead of importing the whole app again for each file
 * (about 1.4 s each): every file builds its own app on its own database, and none mocks a module.
 */
const serverIsolation = false;
/** Each server project copies one migrated database per test file (apps/server/src/test/database-templates.ts). */
const databaseTemplates = 'apps/server/src/test/database-templates.ts';

export default defineConfig({
  test: {
    // Two files at a time at least: Vitest's default is one fewer than the cores (one, on two), and a server
    // test file spends much of its time waiting on PostgreSQL, a spawned process or a timer.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The browser clients' shared code (web app and extension): a browser's globals.
        test: {
          name: 'client',
          include: ['packages/client/src/**/*.test.ts'],
          environment: 'jsdom',
        },
      },
      {
        // extract.browser.test.ts switches itself to jsdom: the same fixtures on a browser's DOM.
        test: {
          name: 'extract',
          include: ['packages/extract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          env: { STYLEBOOK_TEST_DB: 'pglite' },
          globalSetup: [databaseTemplates],
          isolate: serverIsolation,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTestsOnADatabase,
                environment: 'node',
                env: { STYLEBOOK_TEST_DB: 'postgres' },
                globalSetup: [databaseTemplates],
                isolate: serverIsolation,
                // One file at a time, after the other projects: the change feed reads up to the oldest
                // transaction still running in the whole cluster (lib/change-feed.ts), so a second file's
                // transactions in its own database would hold back what a test expects one read to find.
                maxWorkers: 1,
                sequence: { groupOrder: 1 },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        // The bench's own parsing; its measurements run in `npm run bench`, not here.
        test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node' },
      },
      {
        // Checks over the whole tree (every workspace at once), run once.
        test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      'apps/web/vitest.config.ts',
      'apps/extension/vitest.config.ts',
    ],
  },
});
