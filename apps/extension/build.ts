/**
 * Builds the extension: the popup (React), the background worker and the page reader, each with Vite,
 * then manifest.json and the icons into `dist/`, and `stylebook-extension.zip` of it for the stores.
 * `APP_URL` names the app it talks to (default http://localhost:3000). The end-to-end tests call
 * buildExtension() for a copy pointed at their own server.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { build, type InlineConfig } from 'vite';
import { extensionManifest } from './src/manifest.ts';

const here = import.meta.dirname;
export const DEFAULT_APP_URL = 'http://localhost:3000';

export interface BuildOptions {
  /** The app's origin. */
  appUrl?: string;
  outDir?: string;
  /** Where the store package goes; null for none. */
  zipPath?: string | null;
}

export async function buildExtension({
  appUrl = process.env.APP_URL ?? DEFAULT_APP_URL,
  outDir = path.join(here, 'dist'),
  zipPath = path.join(here, 'stylebook-extension.zip'),
}: BuildOptions = {}): Promise<{ outDir: string; zipPath: string | null }> {
  const origin = new URL(appUrl).origin;
  await rm(outDir, { recursive: true, force: true });
  const shared: InlineConfig = {
    configFile: false,
    logLevel: 'warn',
    define: { __APP_URL__: JSON.stringify(origin), 'process.env.NODE_ENV': JSON.stringify('production') },
  };
  const script = (entry: string, fileName: string, format: 'es' | 'iife'): InlineConfig => ({
    ...shared,
    build: {
      outDir,
      emptyOutDir: false,
      lib: { entry: path.join(here, entry), formats: [format], fileName: () => fileName, name: 'stylebook' },
      minify: true,
    },
  });

  await build({
    ...shared,
    root: path.join(here, 'src/popup'),
    base: './',
    plugins: [react(), tailwindcss()],
    build: {
      outDir,
      emptyOutDir: false,
      modulePreload: { polyfill: false },
      rolldownOptions: { input: path.join(here, 'src/popup/popup.html') },
    },
  });
  await build(script('src/background.ts', 'background.js', 'es'));
  await build(script('src/page/page-reader.ts', 'page-reader.js', 'iife'));

  const { version } = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8')) as {
    version: string;
  };
  await writeFile(
    path.join(outDir, 'manifest.json'),
    `${JSON.stringify(extensionManifest({ appUrl: origin, version }), null, 2)}\n`,
  );
  await writeIcons(path.join(outDir, 'icons'));
  if (zipPath) await writeFile(zipPath, zipSync(await filesOf(outDir), { level: 9 }));
  return { outDir, zipPath };
}

/** The action and store icons: the app's "S" on its ink colour, drawn at each size. */
async function writeIcons(dir: string) {
  await mkdir(dir, { recursive: true });
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128">
    <rect width="128" height="128" rx="28" fill="#1c1917"/>
    <text x="64" y="92" font-family="Georgia, serif" font-size="84" text-anchor="middle" fill="#faf8f5">S</text>
  </svg>`);
  for (const size of [16, 32, 48, 128]) {
    await sharp(svg)
      .resize(size, size)
      .png()
      .toFile(path.join(dir, `${size}.png`));
  }
}

async function filesOf(dir: string): Promise<Record<string, Uint8Array>> {
  const files: Record<string, Uint8Array> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full).split(path.sep).join('/')] = await readFile(full);
  }
  return files;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { outDir, zipPath } = await buildExtension();
  console.warn(`Built the extension into ${outDir} and ${zipPath}`);
}
