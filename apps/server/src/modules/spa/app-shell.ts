import { PAGE_STATE_ELEMENT_ID, type ServerRenderedPage } from '@stylebook/contracts';

const HTML_ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;' };

function attribute(value: string): string {
  return value.replace(/[&"<]/g, (character) => HTML_ATTRIBUTE_ESCAPES[character]!);
}

function modulePreloadLink(href: string): string {
  // crossorigin as on the entry's script, so the browser reuses the preloaded module; low priority as the
  // entry's (serverRenderedShell).
  return `<link rel="modulepreload" fetchpriority="low" crossorigin href="${attribute(href)}">`;
}

/**
 * JSON inside a `<script>` element: `<` is escaped so no value can close the element (`</script>`) or open a
 * comment; the script is data (`type="application/json"`), which the CSP's `script-src 'self'` never runs.
 */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

const MODULE_SCRIPT = /<script type="module"/g;
const MODULE_PRELOAD = /<link rel="modulepreload"/g;

/**
 * index.html as the shell of the pages drawn on the server (docs/decisions.md "Server rendering"): its
 * scripts and their preloads are fetched at low priority, as the page is drawn without them, and on a slow
 * connection the images of the first screen come first. The shell the browser draws itself keeps its
 * priorities.
 */
export function serverRenderedShell(indexHtml: string): string {
  return indexHtml
    .replace(MODULE_SCRIPT, '$& fetchpriority="low"')
    .replace(MODULE_PRELOAD, '$& fetchpriority="low"');
}

/**
 * The preloads React writes at the start of the markup for the images drawn first (`fetchPriority="high"`);
 * in `<head>` the browser meets them before any of the page's markup.
 */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

/** The shell's own `<title>` and description, which a rendered page's head tags replace. */
const SHELL_HEAD = /<meta name="description"[^>]*>|<title>[^<]*<\/title>/g;
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The built index.html with a server-rendered page in it: the page's head tags in place of the shell's title
 * and description; at the end of `<head>`, after the entry script, which matters most, the preloads of the
 * first images and of the route's scripts; the markup in `#root`, and after it the state the browser
 * hydrates from.
 */
export function renderAppShell(
  indexHtml: string,
  page: Pick<ServerRenderedPage, 'head' | 'body' | 'state'>,
  routeScripts: string[] = [],
): string {
  const scriptPreloads = routeScripts.map(modulePreloadLink).join('');
  const imagePreloads = LEADING_IMAGE_PRELOADS.exec(page.body)?.[0] ?? '';
  const markup = page.body.slice(imagePreloads.length);
  return indexHtml
    .replace(SHELL_HEAD, '')
    .replace('</head>', `${page.head}${imagePreloads}${scriptPreloads}</head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>${jsonScript(PAGE_STATE_ELEMENT_ID, page.state)}`);
}
