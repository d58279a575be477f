import type { DomParent } from './dom.ts';
import { isObject } from './text.ts';

/** Product URLs: the canonical form two links to one product share, and absolute image URLs. */

/** Query parameters that track a visit rather than name a product. `variant` stays: it names the variant. */
const TRACKING_PARAMS = new Set([
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'igshid',
  'ref',
  'ref_src',
  'referrer',
  '_ga',
  '_gl',
  '_ke',
  'srsltid',
  'mkt_tok',
  'spm',
  'scm',
  'si',
  '_pos',
  '_sid',
  '_ss',
  'trk',
  'cmpid',
  'epik',
]);
const TRACKING_PREFIXES = ['utm_', 'mc_', 'pk_', 'hsa_', 'oly_'];

/**
 * The stable form of a product URL, so the same product saved from two links shares one canonical URL:
 * tracking parameters and the fragment removed, host lower-cased, remaining parameters sorted.
 */
export function canonicalizeUrl(raw: string): string {
  const url = new URL(raw);
  url.hash = '';
  const kept = [...url.searchParams].filter(([key]) => {
    const lower = key.toLowerCase();
    return !TRACKING_PARAMS.has(lower) && !TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
  });
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams(kept).toString();
  return url.toString();
}

/**
 * The page's own canonical URL (`<link rel=canonical>`, then og:url), else the page's address. A canonical
 * pointing at the home page of a product page is a theme bug, not the product's URL.
 */
export function canonicalOf(document: DomParent, ogUrl: string | null, page: URL): string {
  const link = document.querySelector('link[rel~="canonical"]')?.getAttribute('href');
  for (const candidate of [link, ogUrl]) {
    const url = absoluteUrl(candidate, page.toString());
    if (url && !(new URL(url).pathname === '/' && page.pathname !== '/')) return url;
  }
  return page.toString();
}

/** An http(s) URL resolved against the page, or null for anything else (data:, javascript:, garbage). */
export function absoluteUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string') return null;
  // Markup escaped twice leaves "&amp;" in the address itself (its query then names "amp;itemID"): the
  // address meant has plain ampersands.
  const trimmed = value.trim().replaceAll('&amp;', '&');
  if (!trimmed || trimmed.startsWith('data:')) return null;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Image URLs in a structured-data value: a URL, a list, an ImageObject (`contentUrl`, `url`, `@id`). */
export function imagesOf(value: unknown, base: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => imagesOf(item, base));
  if (isObject(value)) return imagesOf(value.contentUrl ?? value.url ?? value['@id'], base);
  const url = absoluteUrl(value, base);
  return url ? [url] : [];
}

/** The site's own artwork given as a product's picture: its logo, a "no image" placeholder, a spacer. */
const SITE_ASSET =
  /\/(?:logo(?:[_-]?\d+x\d+)?|placeholder|no[-_]?image(?:[-_]available)?|spacer|blank|none|transparent|translucent|img-?loading(?:_\d+x\d+)?)\.(?:png|gif|svg|jpe?g|webp)$/i;

export function isSiteAsset(url: string): boolean {
  return SITE_ASSET.test(new URL(url).pathname);
}

/** Drops repeats of one image at another size: same host and path, other query (Shopify `?width=`). */
export function uniqueImages(urls: string[], limit: number): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const url of urls) {
    const { host, pathname } = new URL(url);
    const key = `${host}${pathname}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(url);
    if (result.length >= limit) break;
  }
  return result;
}
