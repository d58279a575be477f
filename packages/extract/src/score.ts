/**
 * Choosing each field among what every source found, with how sure the choice is. A candidate's weight is
 * how far its source goes on its own; candidates that agree add up as independent witnesses do
 * (1 − Π(1 − w)), so two sources saying the same thing are surer than either; a rival value lowers the
 * winner's confidence.
 */

export type SourceName =
  'shopify' | 'jsonLd' | 'microdata' | 'store' | 'meta' | 'labels' | 'heuristics' | 'siteName';

/** How far each source's word goes on its own, 0 to 1. */
export const SOURCE_WEIGHTS: Record<SourceName, number> = {
  // The store's own product record, the one its cart and checkout read.
  shopify: 0.75,
  // Written for search engines, which check it against the page; now and then stale or a theme's default.
  jsonLd: 0.7,
  // The same vocabulary in the markup itself, but more often left half filled by themes.
  microdata: 0.65,
  // Per-store selectors (stores.ts) for marketplaces whose layout generic rules cannot read.
  store: 0.7,
  // "Brand: X" as the page prints it: a label is hard to mistake, but it may describe something else.
  labels: 0.6,
  // Open Graph and product meta are written for share cards: titles carry slogans, prices go stale.
  meta: 0.55,
  // A guess from the layout: the first visible heading, the price nearest it, a "brand" class.
  heuristics: 0.35,
  // The site's name as brand is a last resort: right for a label selling its own, wrong for a multi-brand shop.
  siteName: 0.2,
};

/** Witnesses that are not sources: they only support what a source found, never stand alone. */
export const EVIDENCE_WEIGHTS = {
  // The value is printed where the visitor reads it (a price near the title, the brand in the page's text).
  visible: 0.5,
  // The currency is the one of the country the page is for (locale.ts).
  locale: 0.4,
} as const;

/** Below this a field is marked for the person to check (ScrapedProduct.lowConfidence). */
export const LOW_CONFIDENCE = 0.6;
/** How much a rival value at full strength takes off the winner's confidence. */
const RIVAL_DISCOUNT = 0.5;

export interface Candidate<T> {
  value: T;
  weight: number;
  /** Only supports values sources found; a value with nothing but evidence is not chosen. */
  evidence?: boolean;
}

export interface Choice<T> {
  value: T | null;
  confidence: number;
}

/** Weights of independent witnesses to one value, combined: none gives 0, any one at 1 gives 1. */
export function combined(weights: readonly number[]): number {
  return 1 - weights.reduce((doubt, weight) => doubt * (1 - weight), 1);
}

/**
 * The value best supported by the candidates. `supports(a, b)` says candidate value `a` speaks for `b` (the
 * same brand spelt otherwise, a heading that contains the name); `adjust` scales a value's support for what
 * the page says against it (a struck-through price, the retailer's name as brand). Ties go to the earlier
 * candidate, so source order decides between equals.
 */
export function choose<T>(
  candidates: readonly Candidate<T>[],
  supports: (a: T, b: T) => boolean,
  adjust: (value: T, support: number) => number = (_, support) => support,
): Choice<T> {
  const scored = candidates
    .filter((candidate) => !candidate.evidence)
    .map(({ value }) => ({
      value,
      support: adjust(
        value,
        combined(candidates.filter((other) => supports(other.value, value)).map((other) => other.weight)),
      ),
    }));
  const best = scored.reduce<(typeof scored)[number] | null>(
    (leader, entry) => (leader === null || entry.support > leader.support ? entry : leader),
    null,
  );
  if (best === null) return { value: null, confidence: 0 };
  const rival = Math.max(
    0,
    ...scored.filter((entry) => !supports(entry.value, best.value)).map((entry) => entry.support),
  );
  return { value: best.value, confidence: best.support * (1 - RIVAL_DISCOUNT * rival) };
}
