import type { DomParent } from './dom.ts';
import type { Found } from './found.ts';
import { explicitGender } from './gender.ts';
import { currencyCode, parsePrice, structuredPrice } from './price.ts';
import { cleanText, withoutSuffix } from './text.ts';
import { imagesOf } from './url.ts';

/** Open Graph, Facebook product meta (`product:price:amount`), Twitter cards and plain `<meta>` tags. */

export interface MetaTags {
  /** The first non-empty content of the `<meta>` named `key` (by property, name or itemprop, any case). */
  first(key: string): string | null;
  /** Every non-empty content under `key`, in document order. */
  all(key: string): readonly string[];
}

/** Indexes the page's `<meta>` tags once, so each source reads them without walking the page again. */
export function readMeta(document: DomParent): MetaTags {
  const contents = new Map<string, string[]>();
  for (const element of Array.from(document.querySelectorAll('meta'))) {
    const key = (
      element.getAttribute('property') ??
      element.getAttribute('name') ??
      element.getAttribute('itemprop') ??
      ''
    ).toLowerCase();
    const content = element.getAttribute('content')?.trim() ?? '';
    if (content === '') continue;
    const list = contents.get(key);
    if (list) list.push(content);
    else contents.set(key, [content]);
  }
  return {
    first: (key) => contents.get(key)?.[0] ?? null,
    all: (key) => contents.get(key) ?? [],
  };
}

export function fromMeta(meta: MetaTags, pageUrl: string, preferred: readonly string[]): Found {
  const ogType = meta.first('og:type')?.toLowerCase() ?? '';
  const currency = currencyCode(
    meta.first('product:price:currency') ??
      meta.first('og:price:currency') ??
      meta.first('product:sale_price:currency'),
  );
  // The sale price is what the visitor pays; product:price:amount stays the regular one beside it.
  let found = structuredPrice(
    meta.first('product:sale_price:amount') ??
      meta.first('product:price:amount') ??
      meta.first('og:price:amount'),
    currencyCode(meta.first('product:sale_price:currency')) ?? currency,
    preferred,
  );
  if (found.price === null) {
    // Twitter cards: twitter:label1 "Price", twitter:data1 "$120.00".
    for (const index of [1, 2]) {
      if (/price/i.test(meta.first(`twitter:label${index}`) ?? '')) {
        const parsed = parsePrice(
          meta.first(`twitter:data${index}`) ?? '',
          currency ? [currency] : preferred,
        );
        if (parsed) found = { price: parsed.amount, currency: parsed.currency };
      }
    }
  }
  const images = [
    ...meta.all('og:image:secure_url'),
    ...meta.all('og:image'),
    ...meta.all('og:image:url'),
  ].flatMap((url) => imagesOf(url, pageUrl));
  const siteName = cleanText(meta.first('og:site_name'));
  const title = cleanText(meta.first('og:title'));
  return {
    name: siteName && title ? withoutSuffix(title, siteName) : title,
    description: cleanText(meta.first('og:description')),
    brand: cleanText(meta.first('product:brand') ?? meta.first('og:brand')),
    price: found.price,
    currency: found.currency ?? currency,
    gender: explicitGender(meta.first('product:gender') ?? meta.first('product:target_gender')),
    categoryText: [meta.first('product:category')].filter((text): text is string => text !== null),
    images: images.length > 0 ? images : imagesOf(meta.first('twitter:image'), pageUrl),
    isProduct: /product/.test(ogType) || found.price !== null,
  };
}
