import type { Currency, PriceHistory } from '@stylebook/contracts';

/** What the product page's price chart draws and says, worked out from the history alone (no DOM). */
export interface PriceChart {
  currency: Currency;
  lowest: number;
  highest: number;
  /** A step line (a price holds until the next read that changed it) in a `width` x `height` box. */
  path: string;
  /** Where the line ends: the latest price, up to the last time the store was read. */
  end: { x: number; y: number };
  /** 'Down 21% since 3 Nov', 'Up 5% since 3 Nov', 'Same price since 3 Nov'. */
  summary: string;
}

export const CHART_WIDTH = 320;
export const CHART_HEIGHT = 96;
/** Room above and below the line, so the lowest and highest prices do not touch the edges. */
const PADDING = 8;

/**
 * The chart of the prices in the currency the store shows now, or null when there is nothing to draw: fewer
 * than two prices in that currency (one price is a dot, not a history).
 */
export function priceChartOf(history: PriceHistory, formatDay: (date: Date) => string): PriceChart | null {
  const priced = history.points.flatMap((point) =>
    point.price !== null && point.currency !== null
      ? [{ at: Date.parse(point.at), price: point.price, currency: point.currency }]
      : [],
  );
  const currency = priced.at(-1)?.currency;
  const series = priced.filter((point) => point.currency === currency);
  if (!currency || series.length < 2) return null;

  const first = series[0]!;
  const latest = series.at(-1)!;
  const prices = series.map((point) => point.price);
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  const start = first.at;
  const finish = Math.max(latest.at, history.checkedAt ? Date.parse(history.checkedAt) : latest.at);
  const x = (at: number) =>
    finish === start ? CHART_WIDTH : ((at - start) / (finish - start)) * CHART_WIDTH;
  const y = (price: number) =>
    highest === lowest
      ? CHART_HEIGHT / 2
      : PADDING + ((highest - price) / (highest - lowest)) * (CHART_HEIGHT - 2 * PADDING);
  const round = (n: number) => Math.round(n * 10) / 10;

  const steps = series
    .slice(1)
    .map((point) => `H${round(x(point.at))}V${round(y(point.price))}`)
    .join('');
  const end = { x: CHART_WIDTH, y: round(y(latest.price)) };
  return {
    currency,
    lowest,
    highest,
    path: `M0 ${round(y(first.price))}${steps}H${end.x}`,
    end,
    summary: changeSummary(first.price, latest.price, formatDay(new Date(first.at))),
  };
}

function changeSummary(from: number, to: number, since: string): string {
  if (from === to) return `Same price since ${since}`;
  // A change too small to round to a whole percent is still a change.
  const percent = Math.max(1, Math.round((Math.abs(to - from) / from) * 100));
  return `${to < from ? 'Down' : 'Up'} ${percent}% since ${since}`;
}

/** The drop the page shows beside the price: the percentage it fell, as a whole number. */
export function dropPercent(previousPrice: number, price: number): number {
  return Math.max(1, Math.round(((previousPrice - price) / previousPrice) * 100));
}
