// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appVersionDefines, readAppVersion } from './app-version';

const webRoot = path.resolve(import.meta.dirname, '..');

describe('readAppVersion', () => {
  it("reads the web package's version and the checkout's short commit", () => {
    const { version, commit } = readAppVersion(webRoot);
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(commit).toMatch(/^[0-9a-f]{7,}$/);
    expect(appVersionDefines(webRoot)).toEqual({
      __APP_VERSION__: JSON.stringify(version),
      __APP_COMMIT__: JSON.stringify(commit),
    });
  });

  it('has no commit outside a git checkout, as in a source tarball', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'stylebook-version-'));
    try {
      await writeFile(path.join(dir, 'package.json'), JSON.stringify({ version: '1.2.3' }));
      expect(readAppVersion(dir)).toEqual({ version: '1.2.3', commit: null });
      expect(appVersionDefines(dir).__APP_COMMIT__).toBe('null');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
