import { describe, expect, it } from 'vitest';
import { createRouteChunks } from './route-chunks.ts';
import type { BuildManifest } from './route-chunks.ts';

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true },
  'src/routes/products/$id.tsx?tsr-split=loader': { file: 'assets/_id-l1.js', imports: ['index.html'] },
  'src/routes/products/$id.tsx?tsr-split=component': {
    file: 'assets/_id-c1.js',
    imports: ['index.html', '_like-button.js', '_products.js'],
  },
  'src/routes/products/$id.tsx?tsr-split=notFoundComponent': { file: 'assets/_id-n1.js' },
  '_like-button.js': { file: 'assets/like-button-b1.js', imports: ['_products.js'] },
  '_products.js': { file: 'assets/products-p1.js', imports: ['index.html'] },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-h1.js', imports: ['_products.js'] },
};

describe('createRouteChunks', () => {
  const routeChunks = createRouteChunks(MANIFEST);

  it('lists the loader and component chunks of the page’s routes and what they import, once each', () => {
    expect(routeChunks(['__root__', '/products/$id'], 200)).toEqual([
      '/assets/_id-l1.js',
      '/assets/_id-c1.js',
      '/assets/like-button-b1.js',
      '/assets/products-p1.js',
    ]);
  });

  it('leaves out the entry, which the HTML loads already, and the parts drawn only on errors', () => {
    const files = routeChunks(['/products/$id'], 200);
    expect(files).not.toContain('/assets/index-e1.js');
    expect(files).not.toContain('/assets/_id-n1.js');
  });

  it('adds the not-found part to a 404 page', () => {
    expect(routeChunks(['/products/$id'], 404)).toContain('/assets/_id-n1.js');
  });

  it('finds an index route by its id', () => {
    expect(routeChunks(['/'], 200)).toEqual(['/assets/routes-h1.js', '/assets/products-p1.js']);
  });

  it('lists nothing without a build manifest', () => {
    expect(createRouteChunks({})(['/products/$id'], 200)).toEqual([]);
  });
});
