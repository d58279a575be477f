import { FIRST_SCREEN_ELEMENT_ID } from '@stylebook/contracts';
import type { FirstScreen, ImagePreload } from './first-screen.service.ts';

const HTML_ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;' };

function attribute(value: string): string {
  return value.replace(/[&"<]/g, (character) => HTML_ATTRIBUTE_ESCAPES[character]!);
}

function preloadLink({ href, srcSet, sizes }: ImagePreload): string {
  const responsive = srcSet ? ` imagesrcset="${attribute(srcSet)}" imagesizes="${attribute(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${attribute(href)}"${responsive} fetchpriority="high">`;
}

/**
 * JSON inside a `<script>` element: `<` is escaped so no value can close the element (`</script>`) or open a
 * comment; the script is data (`type="application/json"`), which the CSP's `script-src 'self'` never runs.
 */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * The built index.html with the page's first screen: image preloads early in `<head>` (before the
 * scripts, so the images start with them) and the data at the end of it.
 */
export function renderAppShell(indexHtml: string, firstScreen: FirstScreen | null): string {
  if (!firstScreen) return indexHtml;
  const preloads = firstScreen.imagePreloads.map(preloadLink).join('');
  const data = jsonScript(FIRST_SCREEN_ELEMENT_ID, firstScreen.data);
  return indexHtml.replace('<title>', `${preloads}<title>`).replace('</head>', `${data}</head>`);
}
