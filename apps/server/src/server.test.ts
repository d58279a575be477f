import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverEntry = path.join(import.meta.dirname, 'server.ts');

describe('the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'stylebook-server-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses to start on wrong settings: status 1 and their messages alone, no stack trace', async () => {
    const start = promisify(execFile)(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: '0',
        PORT: 'abc',
        RATE_LIMIT_PER_MINUTE: '-5',
      },
    });

    const exit = await start.then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe(
      [
        '2 settings are wrong:',
        "- PORT must be a whole number from 1 to 65535 (got 'abc')",
        "- RATE_LIMIT_PER_MINUTE must be a whole number above 0 (got '-5')",
        '',
      ].join('\n'),
    );
  });
});
