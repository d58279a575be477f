import { withoutBrandLabel } from './brand.ts';
import type { Found } from './found.ts';
import {
  choose,
  EVIDENCE_WEIGHTS,
  SOURCE_WEIGHTS,
  type Candidate,
  type Choice,
  type SourceName,
} from './score.ts';

/** The scored fields: each source's finding for them becomes a candidate, weighed in score.ts. */

export interface Finding {
  source: SourceName;
  found: Found;
}

/** What the page shows its visitor, to check what the sources found against. */
export interface PageEvidence {
  /** Amounts printed as the price near the title, and the old ones struck through beside them. */
  visiblePrices: readonly number[];
  oldPrices: readonly number[];
  /** Currencies the visible prices name unmistakably ("€", "HK$"). */
  visibleCurrencies: readonly string[];
  /** The currency of the country the page is for. */
  localCurrency: string | null;
  /** The page's visible text, lower-cased (read once, when a brand needs checking). */
  pageText: () => string;
  /** The retailer's names: its site name and its domain's labels. */
  retailerNames: readonly string[];
}

export interface ChosenFields {
  name: Choice<string>;
  brand: Choice<string>;
  price: Choice<number>;
  currency: Choice<string>;
}

/** Scales a retailer-named brand's support when a brand as strong as a printed label names someone else. */
const RETAILER_AS_BRAND = 0.3;
const STRONG_BRAND = SOURCE_WEIGHTS.labels;
/** Scales a structured price the page shows struck through: the visitor pays the other one. */
const STRUCK_THROUGH = 0.2;
/** Sources that read the page as shown, so "it is on the page" adds nothing to what they found. */
const READ_FROM_PAGE = new Set<SourceName>(['store', 'labels', 'heuristics']);

export function chooseFields(findings: readonly Finding[], page: PageEvidence): ChosenFields {
  const candidates = <T>(
    read: (found: Found) => T | null | undefined,
  ): (Candidate<T> & { source: SourceName })[] =>
    findings.flatMap(({ source, found }) => {
      const value = read(found);
      return value === null || value === undefined ? [] : [{ value, weight: SOURCE_WEIGHTS[source], source }];
    });

  const names = candidates((found) => found.name);
  const name = choose(names, (a, b) => containsText(a, b));

  const brands = candidates((found) => withoutBrandLabel(found.brand));
  const isRetailer = (brand: string) => page.retailerNames.includes(comparable(brand));
  const strongOtherBrand = brands.some(
    (candidate) => candidate.weight >= STRONG_BRAND && !isRetailer(candidate.value),
  );
  const brandEvidence = brands.flatMap((candidate) =>
    !READ_FROM_PAGE.has(candidate.source) && page.pageText().includes(candidate.value.toLowerCase())
      ? [{ value: candidate.value, weight: EVIDENCE_WEIGHTS.visible, evidence: true }]
      : [],
  );
  const brand = choose(
    [...brands, ...brandEvidence],
    (a, b) => comparable(a) === comparable(b),
    (value, support) => (strongOtherBrand && isRetailer(value) ? support * RETAILER_AS_BRAND : support),
  );

  const prices = candidates((found) => found.price);
  const priceEvidence = prices.flatMap((candidate) =>
    !READ_FROM_PAGE.has(candidate.source) &&
    page.visiblePrices.some((amount) => sameAmount(amount, candidate.value))
      ? [{ value: candidate.value, weight: EVIDENCE_WEIGHTS.visible, evidence: true }]
      : [],
  );
  const struck = (amount: number) =>
    page.oldPrices.some((old) => sameAmount(old, amount)) &&
    !page.visiblePrices.some((shown) => sameAmount(shown, amount));
  const price = choose([...prices, ...priceEvidence], sameAmount, (value, support) =>
    struck(value) ? support * STRUCK_THROUGH : support,
  );

  // A currency counts where its source also gave a price: a currency alone says little about the price.
  const currencies = candidates((found) => (found.price != null ? found.currency : null));
  const currencyEvidence: Candidate<string>[] = [
    ...page.visibleCurrencies.map((value) => ({ value, weight: EVIDENCE_WEIGHTS.visible, evidence: true })),
    ...(page.localCurrency
      ? [{ value: page.localCurrency, weight: EVIDENCE_WEIGHTS.locale, evidence: true }]
      : []),
  ];
  const currency = choose([...currencies, ...currencyEvidence], (a, b) => a === b);

  return { name, brand, price, currency };
}

/** Brand and retailer names compared without case, accents, spaces and punctuation ("Levi's" = "LEVIS"). */
export function comparable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** A name speaks for another it contains: a heading "TOTEME Signature coat" for the name "Signature coat". */
function containsText(a: string, b: string): boolean {
  const outer = comparable(a);
  const inner = comparable(b);
  return outer === inner || (inner.length >= 4 && outer.includes(inner));
}

function sameAmount(a: number, b: number): boolean {
  return Math.abs(a - b) < 0.005;
}
