import { parseHTML } from 'linkedom';
import type { DomDocument } from './dom.ts';

/**
 * A document to extract from where there is only the page's HTML (the server). linkedom is a light DOM
 * (htmlparser2 to parse, css-select for selectors), an order of magnitude cheaper than jsdom. A browser has
 * no need of this file: it passes its own `document`, or one from DOMParser.
 */
export function parseHtml(html: string): DomDocument {
  return parseHTML(html).document;
}
