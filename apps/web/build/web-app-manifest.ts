import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

export const MANIFEST_FILE = 'manifest.webmanifest';

/** The design's palette, shared with the extension's popup (`@stylebook/client/theme.css`). */
export const THEME_CSS = createRequire(import.meta.url).resolve('@stylebook/client/theme.css');

/** The app's colours that the manifest and the home-screen icons use, as the theme defines them. */
export interface AppColours {
  /** The page background: the splash screen and the browser's toolbar while the app opens. */
  canvas: string;
  /** The icon's own background, filling the corners platforms mask themselves. */
  ink: string;
}

/** A colour token of the design (`--color-<name>: #rrggbb;` in the theme). */
export function colourToken(css: string, name: string): string {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css)?.[1];
  if (!value) throw new Error(`The theme defines no --color-${name}`);
  return value;
}

/**
 * The home-screen icons, drawn from favicon.svg. Stores ask for 192 and 512 (Android, Chrome's install) and
 * 180 (iOS). "any" keeps the favicon's rounded corners; iOS and Android's maskable icon get a full square,
 * since they cut their own shape and would show transparent corners as black.
 */
const ICONS = [
  { fileName: 'icons/icon-192.png', size: 192, fullBleed: false },
  { fileName: 'icons/icon-512.png', size: 512, fullBleed: false },
  { fileName: 'icons/icon-maskable-512.png', size: 512, fullBleed: true },
  { fileName: 'icons/apple-touch-icon.png', size: 180, fullBleed: true },
] as const;

export function webAppManifest(colours: AppColours) {
  const icon = (fileName: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `/${fileName}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: 'Stylebook',
    short_name: 'Stylebook',
    description: 'Discover products, build looks and follow the stylists you love.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colours.canvas,
    background_color: colours.canvas,
    categories: ['shopping', 'lifestyle'],
    icons: [
      icon('icons/icon-192.png', 192, 'any'),
      icon('icons/icon-512.png', 512, 'any'),
      icon('icons/icon-maskable-512.png', 512, 'maskable'),
    ],
    // A store page shared from the phone's share sheet opens the New product sheet (src/routes/share.tsx).
    share_target: {
      action: '/share',
      method: 'GET',
      // The only encoding a GET share has; Chrome warns when it is left implicit.
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    },
  };
}

/** The manifest and the icons, by their path in the build. */
export async function renderWebAppFiles(webRoot: string): Promise<Map<string, Buffer>> {
  const [css, favicon] = await Promise.all([
    readFile(THEME_CSS, 'utf8'),
    readFile(path.join(webRoot, 'public/favicon.svg')),
  ]);
  const colours: AppColours = { canvas: colourToken(css, 'canvas'), ink: colourToken(css, 'ink') };
  const icons = await Promise.all(
    ICONS.map(async ({ fileName, size, fullBleed }) => {
      // Drawn at the target size (density scales the 32px artwork) rather than scaled up from 32px.
      let image = sharp(favicon, { density: (72 * size) / 32 }).resize(size, size);
      if (fullBleed) image = image.flatten({ background: colours.ink });
      return [fileName, await image.png({ compressionLevel: 9 }).toBuffer()] as const;
    }),
  );
  const manifest = Buffer.from(`${JSON.stringify(webAppManifest(colours), null, 2)}\n`);
  return new Map([[MANIFEST_FILE, manifest], ...icons]);
}

const CONTENT_TYPES: Record<string, string> = {
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

/**
 * Makes the app installable: writes manifest.webmanifest and its PNG icons into the build, drawn from
 * public/favicon.svg and the theme's colours on every build, so they never go stale. The dev
 * server answers the same files.
 */
export function webAppManifestFiles(): Plugin {
  let webRoot = '';
  let files: Promise<Map<string, Buffer>> | undefined;
  const rendered = () => (files ??= renderWebAppFiles(webRoot));

  return {
    name: 'stylebook:web-app-manifest',
    configResolved(config) {
      webRoot = config.root;
    },
    async generateBundle() {
      for (const [fileName, source] of await rendered()) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const fileName = request.url?.split('?')[0]?.slice(1) ?? '';
        rendered()
          .then((all) => {
            const file = all.get(fileName);
            if (!file) return next();
            response.setHeader(
              'Content-Type',
              CONTENT_TYPES[path.extname(fileName)] ?? 'application/octet-stream',
            );
            response.end(file);
          })
          .catch(next);
      });
    },
  };
}
