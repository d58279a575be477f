import { withoutBrandLabel } from './brand.ts';
import type { DomParent } from './dom.ts';
import { comparable } from './fields.ts';
import type { MetaTags } from './meta.ts';
import { cleanText } from './text.ts';

/**
 * The retailer's own name, as its pages give it: for a label selling its own products it is the brand
 * (a last resort, SOURCE_WEIGHTS.siteName); for any shop it is the name a product's brand should not be
 * mistaken for.
 */

/** What a title puts between the product and the shop: "Coat | Acme", "Coat - Acme", "Coat at Acme". */
const TITLE_SEPARATOR = /\s+[|–—:-]\s+|\s*\|\s*|\s+(?=(?:at|by|from)\s)/i;
/** A name written as an address: "overstock.com", "www.ralphlauren.com", "Dhgate.Com". */
const DOMAIN_LIKE = /^(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[a-z]{2,})+\/?$/i;
/** What shops add to their name: the country they sell in, "Store", "Official Site". */
const NAME_SUFFIX =
  /\s+(?:us|usa|uk|fr|de|it|es|au|ca|united states|united kingdom|deutschland|france|official (?:site|store|online store)|online(?: store| shop)?|store|shop)$/i;

function cleanName(name: string): string | null {
  let text = cleanText(name.replace(/[®™©]/g, '').replace(/^[\s|–—:-]+|[\s|–—:-]+$/g, ''));
  if (text === null) return null;
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(NAME_SUFFIX, '');
  }
  return text;
}

/** The host's names: "www.finfunmermaid.com" → finfunmermaid. */
function hostLabels(hostname: string): string[] {
  return hostname
    .toLowerCase()
    .split('.')
    .filter((label) => label.length > 2 && label !== 'www');
}

/** The text names the site: it and one of the host's labels contain each other ("Fin Fun" in finfunmermaid). */
function namesHost(text: string, labels: readonly string[]): boolean {
  const name = comparable(text.replace(/\.[a-z]{2,}(?:\.[a-z]{2})?$/i, ''));
  return name.length > 2 && labels.some((label) => label.includes(name) || name.includes(label));
}

/** The last part of a title that is a name (not a number or a price), "Acme" in "Coat | Acme | 1234". */
function titleTail(title: string | null): string | null {
  const parts = (title ?? '')
    .split(TITLE_SEPARATOR)
    .map((part) => withoutBrandLabel(part.replace(/^(?:at)\s/i, '')));
  for (let index = parts.length - 1; index > 0; index--) {
    const part = parts[index];
    if (part && /\p{L}/u.test(part)) return part;
  }
  return null;
}

export interface SiteNames {
  /** The retailer's name as a brand, or null for a shop that names itself by its address. */
  brand: string | null;
  /** Every name the retailer goes by, comparable(): its site name, its title's shop name, its host. */
  retailerNames: string[];
}

/**
 * The site's name: the shop name the page's titles end with when it names the host ("Blazer | Ann Taylor" on
 * anntaylor.com), else `og:site_name`. A shop that calls itself by its address ("Overstock.com", "at
 * Zappos.com") is a multi-brand shop, not a label, so its name is no brand.
 */
export function siteNames(document: DomParent, meta: MetaTags, hostname: string): SiteNames {
  const labels = hostLabels(hostname);
  const siteName = cleanText(meta.first('og:site_name')) ?? cleanText(meta.first('application-name'));
  const tails = [meta.first('og:title'), document.querySelector('title')?.textContent ?? null]
    .map((title) => titleTail(cleanText(title)))
    .filter((tail): tail is string => tail !== null && namesHost(tail, labels));
  const named = tails[0] ?? siteName;
  const brand = named === null || DOMAIN_LIKE.test(named) ? null : cleanName(named);
  const retailerNames = [siteName, ...tails, brand, ...labels]
    .filter((name): name is string => name !== null)
    .map((name) => comparable(name.replace(/\.[a-z]{2,}(?:\.[a-z]{2})?$/i, '')));
  return { brand, retailerNames: [...new Set(retailerNames)].filter((name) => name.length > 2) };
}
