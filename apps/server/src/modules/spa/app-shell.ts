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

function modulePreloadLink(href: string): string {
  // crossorigin as on the entry's script, so the browser reuses the preloaded module.
  return `<link rel="modulepreload" crossorigin href="${attribute(href)}">`;
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
 * scripts, so the images start with them); at the end of it, after the entry script, which matters most,
 * the preloads of the route's own scripts and the data.
 */
export function renderAppShell(
  indexHtml: string,
  firstScreen: FirstScreen | null,
  routeScripts: string[] = [],
): string {
  if (!firstScreen) return indexHtml;
  const imagePreloads = firstScreen.imagePreloads.map(preloadLink).join('');
  const scriptPreloads = routeScripts.map(modulePreloadLink).join('');
  const data = jsonScript(FIRST_SCREEN_ELEMENT_ID, firstScreen.data);
  return indexHtml
    .replace('<title>', `${imagePreloads}<title>`)
    .replace('</head>', `${scriptPreloads}${data}</head>`);
}
