import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What the build stamps into the app: the web package's version and the commit it was built from. */
export interface AppVersion {
  version: string;
  /** The short git commit, or null when the build runs outside a git checkout (a source tarball). */
  commit: string | null;
}

export function readAppVersion(webRoot: string): AppVersion {
  const { version } = JSON.parse(readFileSync(path.join(webRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  let commit: string | null = null;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: webRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // No git, or not a checkout: the version alone names the build.
  }
  return { version, commit: commit || null };
}

/** Vite's `define` for src/lib/app-version.ts; the same in the build and in unit tests. */
export function appVersionDefines(webRoot: string): Record<string, string> {
  const { version, commit } = readAppVersion(webRoot);
  return { __APP_VERSION__: JSON.stringify(version), __APP_COMMIT__: JSON.stringify(commit) };
}
