// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { webAppManifest } from './web-app-manifest';
import { MANIFEST_FILE, THEME_CSS, colourToken, renderWebAppFiles } from './web-app-manifest';

const webRoot = path.join(import.meta.dirname, '..');

describe('colourToken', () => {
  it('reads a colour of the design, and says which one is missing', () => {
    const css = '@theme {\n  --color-canvas: #faf8f5;\n  --color-canvas-deep: #000000;\n}';
    expect(colourToken(css, 'canvas')).toBe('#faf8f5');
    expect(() => colourToken(css, 'ink')).toThrow('--color-ink');
  });
});

describe('the web app manifest and its icons', () => {
  let files: Map<string, Buffer>;
  let manifest: ReturnType<typeof webAppManifest>;
  beforeAll(async () => {
    files = await renderWebAppFiles(webRoot);
    manifest = JSON.parse(files.get(MANIFEST_FILE)!.toString()) as typeof manifest;
  });

  it('names an installable, standalone app in the colours of the design', async () => {
    const css = await readFile(THEME_CSS, 'utf8');
    expect(manifest).toMatchObject({
      name: 'Stylebook',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: colourToken(css, 'canvas'),
      background_color: colourToken(css, 'canvas'),
    });
  });

  it('sends what a share sheet shares to /share', () => {
    expect(manifest.share_target).toEqual({
      action: '/share',
      method: 'GET',
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    });
  });

  it('draws every icon it lists as a PNG of its stated size, and the maskable one without transparency', async () => {
    for (const icon of manifest.icons) {
      const metadata = await sharp(files.get(icon.src.slice(1))).metadata();
      expect(metadata.format, icon.src).toBe('png');
      expect(`${metadata.width}x${metadata.height}`, icon.src).toBe(icon.sizes);
    }
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const maskable = await sharp(files.get('icons/icon-maskable-512.png')).stats();
    expect(maskable.isOpaque).toBe(true);
    expect((await sharp(files.get('icons/apple-touch-icon.png')).metadata()).width).toBe(180);
  });

  it('is linked from index.html, whose theme colour and description agree with it', async () => {
    const html = await readFile(path.join(webRoot, 'index.html'), 'utf8');
    expect(html).toContain(`<link rel="manifest" href="/${MANIFEST_FILE}" />`);
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(html).toContain(`<meta name="description" content="${manifest.description}" />`);
  });
});
