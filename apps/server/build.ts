/**
 * Builds the server once into dist/server.js, so `npm start` runs plain JavaScript instead of transpiling
 * TypeScript on every start. Packages from node_modules stay external (native modules such as sharp and
 * argon2 load their own binaries); the workspace's TypeScript packages (@stylebook/*) are bundled in, since
 * Node cannot load their .ts sources. The SQL migrations are copied beside the bundle, where db/client.ts
 * looks for them relative to the running module.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const serverRoot = import.meta.dirname;
const outdir = path.join(serverRoot, 'dist');

/** Bare imports are external unless they name one of our workspace packages. */
const externalDependencies: Plugin = {
  name: 'external-dependencies',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@stylebook/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(serverRoot, 'src/server.ts')],
  outfile: path.join(outdir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalDependencies],
  logLevel: 'warning',
});
cpSync(path.join(serverRoot, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
