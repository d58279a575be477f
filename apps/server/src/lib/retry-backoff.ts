/**
 * How long a job waits before it asks a failing neighbour again (store pages, the SMTP server): one rule for
 * every job that talks to the outside world (docs/decisions.md, "Mail delivery outside transactions").
 */

/** `base` seconds after the first failure in a row, doubled for each one after it, never more than `cap`. */
export function backoffSeconds(base: number, failuresInARow: number, cap: number): number {
  return Math.min(base * 2 ** Math.max(0, failuresInARow - 1), cap);
}

/** The share of a wait that jitter may take off. */
export const JITTER_SHARE = 0.25;

/**
 * `seconds` less a random part of up to a quarter of it: retries that failed together (a batch of mail when
 * the SMTP server went away) come back spread out, never later than the wait without jitter, so a cap
 * still holds.
 */
export function withJitter(seconds: number, random: () => number = Math.random): number {
  return seconds * (1 - JITTER_SHARE * random());
}
