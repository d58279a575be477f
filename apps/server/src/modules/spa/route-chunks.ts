import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FirstScreenData } from '@stylebook/contracts';

/** The part of Vite's build manifest (`build.manifest`) this module reads. */
export interface BuildManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, BuildManifestChunk>;

/** The web route file that draws each kind of first screen, as the build manifest names its sources. */
const ROUTE_FILES: Record<keyof FirstScreenData, string> = {
  featuredProducts: 'src/routes/index.tsx',
  featuredCollections: 'src/routes/index.tsx',
  product: 'src/routes/products/$id.tsx',
  collection: 'src/routes/collections/$id/index.tsx',
  profile: 'src/routes/profiles/$id/index.tsx',
};

/** The pieces the router plugin splits a route into that the router fetches before it draws the route. */
const FIRST_RENDER_SPLITS = ['loader', 'component'] as const;

/** The build manifest beside the web build, or an empty one when the build wrote none. */
export function readBuildManifest(webDist: string): BuildManifest {
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest) : {};
}

/**
 * The script files a first screen's route needs beyond the entry, as URL paths: the route's loader and
 * component chunks and everything they import. Listed in the HTML as module preloads, they download with
 * the entry instead of after it has run and matched the route.
 */
export function createRouteChunks(manifest: BuildManifest) {
  function collect(key: string, files: Set<string>): void {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) collect(imported, files);
  }

  return (data: FirstScreenData): string[] => {
    const files = new Set<string>();
    for (const part of Object.keys(data) as (keyof FirstScreenData)[]) {
      for (const split of FIRST_RENDER_SPLITS) collect(`${ROUTE_FILES[part]}?tsr-split=${split}`, files);
    }
    return [...files];
  };
}
