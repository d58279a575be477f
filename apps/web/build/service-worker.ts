import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import type { Plugin } from 'vite';
import type { Precache } from '../src/service-worker/precache';
import { compressWrittenFiles } from './precompress';

export const SERVICE_WORKER_FILE = 'sw.js';
const SERVICE_WORKER_ENTRY = 'src/service-worker/sw.ts';
/** The bare index.html, which the server answers at this path too (without any page drawn in it). */
const SHELL_URL = '/index.html';

/**
 * What this build's service worker keeps: the shell, and every hashed file of the build (all of them, so any
 * screen opens offline, not only the ones visited). The version hashes the shell and the file names, which
 * carry their content's hash: any change to the app gives a new cache.
 */
export function precacheFor(fileNames: string[], shellHtml: string | Uint8Array): Precache {
  const assets = fileNames
    .filter((fileName) => fileName.startsWith('assets/'))
    .sort()
    .map((fileName) => `/${fileName}`);
  const version = createHash('sha256').update(shellHtml).update(assets.join('\n')).digest('hex').slice(0, 12);
  return { version, shell: SHELL_URL, assets };
}

/** Bundles the service worker into one classic script (every browser runs those), with the precache list in it. */
async function bundleServiceWorker(root: string, precache: Precache): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: { __PRECACHE__: JSON.stringify(precache) },
    build: {
      write: false,
      rolldownOptions: { input: path.join(root, SERVICE_WORKER_ENTRY), output: { format: 'iife' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) =>
    'output' in output ? output.output : [],
  );
  const entry = outputs.find((file) => file.type === 'chunk' && file.isEntry);
  if (!entry || entry.type !== 'chunk' || outputs.length !== 1) {
    throw new Error(
      `the service worker must build to one script, got ${outputs.map((file) => file.fileName)}`,
    );
  }
  return entry.code;
}

/**
 * Writes /sw.js (src/service-worker/sw.ts) once the app's files are written, since it lists them: the
 * hashed names are known only then. Built only for production: in `vite dev` nothing registers it.
 */
export function serviceWorker(): Plugin {
  let root = '';
  return {
    name: 'stylebook:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle({ dir }, bundle) {
      if (!dir) throw new Error('the service worker needs the build to write to a directory');
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') throw new Error('the build wrote no index.html to keep as the shell');
      const code = await bundleServiceWorker(root, precacheFor(Object.keys(bundle), shell.source));
      await writeFile(path.join(dir, SERVICE_WORKER_FILE), code);
      await compressWrittenFiles(dir, [SERVICE_WORKER_FILE]);
    },
  };
}
