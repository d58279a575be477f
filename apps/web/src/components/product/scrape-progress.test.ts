import { describe, expect, it } from 'vitest';
import { SCRAPE_MESSAGES, scrapeProgress } from './scrape-progress';

describe('scrapeProgress', () => {
  it('counts down from 7 seconds and stops at 0', () => {
    expect([0, 1, 6, 7, 12].map((second) => scrapeProgress(second).secondsLeft)).toEqual([7, 6, 1, 0, 0]);
  });

  it('changes the message every 2 seconds and comes round again', () => {
    const messages = [0, 1, 2, 3, 4].map((second) => scrapeProgress(second).message);
    expect(messages).toEqual([
      SCRAPE_MESSAGES[0],
      SCRAPE_MESSAGES[0],
      SCRAPE_MESSAGES[1],
      SCRAPE_MESSAGES[1],
      SCRAPE_MESSAGES[2],
    ]);
    expect(scrapeProgress(SCRAPE_MESSAGES.length * 2).message).toBe(SCRAPE_MESSAGES[0]);
  });
});
