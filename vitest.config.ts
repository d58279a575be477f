import { defineConfig } from 'vitest/config';

/**
 * Server tests run on PGlite; when TEST_DATABASE_URL is set (CI) they run a second time on PostgreSQL,
 * so the same SQL and migrations are proven on both engines (docs/architecture.md §9).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                include: ['apps/server/src/**/*.test.ts'],
                environment: 'node',
                env: { STYLEBOOK_TEST_DB: 'postgres' },
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
