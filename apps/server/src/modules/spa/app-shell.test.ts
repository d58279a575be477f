import { describe, expect, it } from 'vitest';
import { jsonScript, renderAppShell } from './app-shell.ts';

const INDEX_HTML =
  '<html><head><title>Stylebook</title><script src="/a.js"></script></head><body></body></html>';

describe('renderAppShell', () => {
  it('leaves the shell as built when the page has no first screen', () => {
    expect(renderAppShell(INDEX_HTML, null)).toBe(INDEX_HTML);
  });

  it('puts image preloads before the scripts and the data at the end of <head>', () => {
    const html = renderAppShell(INDEX_HTML, {
      data: { product: { id: 'p1' } as never },
      imagePreloads: [{ href: '/media/a.jpg?w=1280', srcSet: '/media/a.jpg?w=320 320w', sizes: '100vw' }],
    });
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/a.jpg?w=1280" imagesrcset="/media/a.jpg?w=320 320w" imagesizes="100vw" fetchpriority="high"><title>',
    );
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script src'));
    expect(html).toContain(
      '<script type="application/json" id="first-screen">{"product":{"id":"p1"}}</script></head>',
    );
  });

  it('preloads the route’s scripts as modules after the entry script, in the entry’s CORS mode', () => {
    const html = renderAppShell(INDEX_HTML, { data: {}, imagePreloads: [] }, ['/assets/_id-c1.js']);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/_id-c1.js"><script type="application/json"',
    );
    expect(html.indexOf('<script src')).toBeLessThan(html.indexOf('rel="modulepreload"'));
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
