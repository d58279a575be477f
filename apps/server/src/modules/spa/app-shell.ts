import { PAGE_STATE_ELEMENT_ID, type ServerRenderedPage } from '@stylebook/contracts';

const HTML_ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;' };

function attribute(value: string): string {
  return value.replace(/[&"<]/g, (character) => HTML_ATTRIBUTE_ESCAPES[character]!);
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

/** The shell's own `<title>` and description, which a rendered page's head tags replace. */
const SHELL_HEAD = /<meta name="description"[^>]*>|<title>[^<]*<\/title>/g;
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The built index.html with a server-rendered page in it: the page's head tags in place of the shell's title
 * and description; at the end of `<head>`, after the entry script, which matters most, the preloads of the
 * route's scripts; the markup in `#root`, and after it the state the browser hydrates from.
 */
export function renderAppShell(
  indexHtml: string,
  page: Pick<ServerRenderedPage, 'head' | 'body' | 'state'>,
  routeScripts: string[] = [],
): string {
  const scriptPreloads = routeScripts.map(modulePreloadLink).join('');
  return indexHtml
    .replace(SHELL_HEAD, '')
    .replace('</head>', `${page.head}${scriptPreloads}</head>`)
    .replace(
      ROOT_ELEMENT,
      `<div id="root">${page.body}</div>${jsonScript(PAGE_STATE_ELEMENT_ID, page.state)}`,
    );
}
