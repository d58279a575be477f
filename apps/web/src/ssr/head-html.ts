import type { AnyRouteMatch } from '@tanstack/react-router';
import { SITE_NAME, scriptSafe } from '../lib/page-head';

/** The part of a matched route that its `head()` filled. */
export type HeadMatch = Pick<AnyRouteMatch, 'meta' | 'links' | 'headScripts'>;

type MetaTag = NonNullable<NonNullable<AnyRouteMatch['meta']>[number]>;
type Script = NonNullable<NonNullable<AnyRouteMatch['headScripts']>[number]>;
type Tag = object;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/** React prop names whose HTML attribute is not the name in lower case. */
const HTML_ATTRIBUTE_NAMES: Record<string, string> = { httpEquiv: 'http-equiv' };
/** Props that React reads itself and never writes as attributes. */
const REACT_ONLY_PROPS = new Set([
  'children',
  'dangerouslySetInnerHTML',
  'suppressHydrationWarning',
  'key',
  'ref',
]);
const ATTRIBUTE_NAME = /^[A-Za-z][A-Za-z0-9_:.-]*$/;

function attributes(tag: Tag): string {
  return Object.entries(tag)
    .map(([prop, value]) => {
      if (REACT_ONLY_PROPS.has(prop) || !ATTRIBUTE_NAME.test(prop)) return '';
      const name = HTML_ATTRIBUTE_NAMES[prop] ?? prop.toLowerCase();
      if (value === true) return ` ${name}`;
      if (typeof value !== 'string' && typeof value !== 'number') return '';
      return ` ${name}="${escapeHtml(String(value))}"`;
    })
    .join('');
}

/**
 * The title and meta tags that hold: walking from the last match back, the first title and the first meta
 * of each name or property win, so a page's own replace the layout's (as TanStack's HeadContent decides).
 */
function winningMeta(matches: readonly HeadMatch[]): { title: string | undefined; meta: MetaTag[] } {
  let title: string | undefined;
  const taken = new Set<string>();
  const meta: MetaTag[] = [];
  for (const match of [...matches].reverse()) {
    for (const tag of [...(match.meta ?? [])].reverse()) {
      if (!tag) continue;
      if (tag.title) {
        title ??= tag.title;
        continue;
      }
      const key = tag.name ?? tag.property;
      if (key !== undefined) {
        if (taken.has(key)) continue;
        taken.add(key);
      }
      meta.push(tag);
    }
  }
  return { title, meta: meta.reverse() };
}

/** Each tag once, in match order (TanStack keeps the first of identical links and scripts too). */
function unique<T extends Tag>(tags: readonly (T | undefined)[]): T[] {
  const seen = new Set<string>();
  return tags.filter((tag): tag is T => {
    if (!tag) return false;
    const key = JSON.stringify(tag);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A head script; only text children are written, as TanStack's own head does. */
function scriptHtml({ children, ...tag }: Script): string {
  return `<script${attributes(tag)}>${typeof children === 'string' ? scriptSafe(children) : ''}</script>`;
}

/**
 * The matched routes' head tags as HTML for the server's `<head>`: the winning title and meta, then every
 * link and head script, with every attribute and text escaped.
 */
export function headTagsHtml(matches: readonly HeadMatch[]): string {
  const { title, meta } = winningMeta(matches);
  const links = unique(matches.flatMap((match) => match.links ?? []));
  const scripts = unique(matches.flatMap((match) => match.headScripts ?? []));
  return [
    title === undefined ? '' : `<title>${escapeHtml(title)}</title>`,
    ...meta.map((tag) => `<meta${attributes(tag)}>`),
    ...links.map((tag) => `<link${attributes(tag)}>`),
    ...scripts.map(scriptHtml),
  ].join('');
}

/** The title the matched routes give the page, for `document.title` after a navigation in the browser. */
export function documentTitle(matches: readonly HeadMatch[]): string {
  return winningMeta(matches).title ?? SITE_NAME;
}
