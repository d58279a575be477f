/**
 * Starts the real server for the end-to-end run on a throwaway data directory (embedded PGlite,
 * media on disk, demo seed), and removes the directory when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stylebook-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_PORT ?? '3100';
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
process.env.SEED_DEMO = '1';
delete process.env.DATABASE_URL;

process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

await import('../apps/server/src/server.ts');
