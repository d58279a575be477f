import { describe, expect, it } from 'vitest';
import { jsonScript, renderAppShell, serverRenderedShell } from './app-shell.ts';

const INDEX_HTML =
  '<html><head><meta name="description" content="Discover products" /><title>Stylebook</title><script src="/a.js"></script></head><body><div id="root"></div></body></html>';

const PAGE = {
  head: '<title>Linen shirt · Stylebook</title>',
  body: '<main><h1>Linen shirt</h1></main>',
  state: { queries: { queries: [], mutations: [] } },
};

describe('renderAppShell', () => {
  it("puts the page's head tags in place of the shell's title and description", () => {
    const html = renderAppShell(INDEX_HTML, PAGE);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Linen shirt · Stylebook</title></head>');
    expect(html).not.toContain('Discover products');
  });

  it('draws the markup in #root and the state after it', () => {
    expect(renderAppShell(INDEX_HTML, PAGE)).toContain(
      '<div id="root"><main><h1>Linen shirt</h1></main></div><script type="application/json" id="page-state">{"queries":{"queries":[],"mutations":[]}}</script></body>',
    );
  });

  it('preloads the route’s scripts as modules after the entry script, in the entry’s CORS mode', () => {
    const html = renderAppShell(INDEX_HTML, PAGE, ['/assets/_id-c1.js']);
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/_id-c1.js"></head>',
    );
    expect(html.indexOf('<script src')).toBeLessThan(html.indexOf('rel="modulepreload"'));
  });

  it('moves the preloads React writes for the first images from the markup into the head', () => {
    const preload =
      '<link rel="preload" as="image" imageSrcSet="/media/a.webp?w=320 320w" fetchPriority="high"/>';
    const html = renderAppShell(INDEX_HTML, { ...PAGE, body: `${preload}${preload}<main><img/></main>` });
    expect(html).toContain(`${preload}${preload}</head>`);
    expect(html).toContain('<div id="root"><main><img/></main></div>');
  });
});

describe('serverRenderedShell', () => {
  const BUILT_INDEX_HTML =
    '<head><script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-b2.js"><link rel="stylesheet" crossorigin href="/assets/index-c3.css"></head>';

  it('fetches the scripts and their preloads at low priority', () => {
    expect(serverRenderedShell(BUILT_INDEX_HTML)).toBe(
      '<head><script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor-b2.js"><link rel="stylesheet" crossorigin href="/assets/index-c3.css"></head>',
    );
  });
});

describe('jsonScript', () => {
  it('escapes every < so no value can end the element', () => {
    const html = jsonScript('x', { text: '</script><script>alert(1)</script><!--' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>')))).toEqual({
      text: '</script><script>alert(1)</script><!--',
    });
  });
});
