import { parseHTML } from 'linkedom';
import type { DomDocument } from './dom.ts';

/**
 * A document to extract from where there is only the page's HTML (the server). linkedom is a light DOM: it
 * parses with htmlparser2 and answers selectors with css-select, several times faster than a full browser DOM.
 * A browser has no need of this file: it passes its own `document`, or one from DOMParser.
 */
export function parseHtml(html: string): DomDocument {
  const { document } = parseHTML(html);
  if (document.documentElement?.localName === 'html') return document;
  // linkedom makes the first element the root of markup without an <html> tag (a fragment, minified pages),
  // where a browser would build html, head and body around it; give it that frame.
  return parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`).document;
}
