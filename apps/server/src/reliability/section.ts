/** One line of the reliability table: a figure measured by a section, its bar, and whether it met it. */
export interface Measure {
  measure: string;
  figure: number;
  /** The bar as the table prints it (`= 0`, `>= 60`). */
  bar: string;
  pass: boolean;
  /** What failed, for the report: the first few offending requests or spellings. */
  examples?: string[];
}

export interface RunOptions {
  /** The short run CI takes: the same assertions on smaller counts. */
  short: boolean;
}

/** A section of `npm run test:reliability`; each starts what it needs on loopback and stops it. */
export interface Section {
  name: string;
  run(options: RunOptions): Promise<Measure[]>;
}

/** The figure must be exactly `bar`. */
export const exactly = (measure: string, figure: number, bar: number, examples?: string[]): Measure => ({
  measure,
  figure,
  bar: `= ${bar}`,
  pass: figure === bar,
  ...(examples && examples.length > 0 ? { examples } : {}),
});

/** The figure must reach `bar`. */
export const atLeast = (measure: string, figure: number, bar: number): Measure => ({
  measure,
  figure,
  bar: `>= ${bar}`,
  pass: figure >= bar,
});

/** The figure must not pass `bar` (a time, a latency). */
export const atMost = (measure: string, figure: number, bar: number): Measure => ({
  measure,
  figure,
  bar: `<= ${bar}`,
  pass: figure <= bar,
});

/** A figure the table reports without a bar: throughput and latency depend on the machine. */
export const info = (measure: string, figure: number): Measure => ({
  measure,
  figure,
  bar: '(figure)',
  pass: true,
});

/** Keeps the first few offenders only, so a broken run still prints a readable report. */
export function noteExample(examples: string[], example: string, limit = 5): void {
  if (examples.length < limit) examples.push(example);
}
