import { describe, expect, it } from 'vitest';
import { initialScripts } from './bundle.ts';

describe('initialScripts', () => {
  it('names the module entry and every module preload, whatever the attributes’ order and quotes', () => {
    const html = [
      '<html><head><title>Stylebook</title>',
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/routes-b2.js">',
      "<link href='/assets/product-c3.js' rel='modulepreload' />",
      '<LINK REL="modulepreload" HREF="/assets/look-d4.js">',
      '</head><body></body></html>',
    ].join('');
    expect(initialScripts(html)).toEqual([
      '/assets/index-a1.js',
      '/assets/routes-b2.js',
      '/assets/product-c3.js',
      '/assets/look-d4.js',
    ]);
  });

  it('names what an inline module imports by path, as a server-rendering framework may start the app', () => {
    const html = [
      '<script type="module" async>import("/assets/client-f6.js")</script>',
      '<script type="module">import { hydrate } from "/assets/hydrate-g7.js"; hydrate()</script>',
    ].join('');
    expect(initialScripts(html)).toEqual(['/assets/client-f6.js', '/assets/hydrate-g7.js']);
  });

  it('leaves out data, classic scripts, other preloads and a file named twice', () => {
    const html = [
      '<script type="module" src="/assets/index-a1.js"></script>',
      '<link rel="modulepreload" href="/assets/index-a1.js">',
      '<script type="application/json" id="first-screen">{"src":"/x.js","a":"import(\'/y.js\')"}</script>',
      '<script>window.__data = { from: "/z.js" }</script>',
      '<link rel="preload" as="image" href="/media/a.webp">',
      '<link rel="stylesheet" href="/assets/index-e5.css">',
    ].join('');
    expect(initialScripts(html)).toEqual(['/assets/index-a1.js']);
  });
});
