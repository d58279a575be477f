import { useEffect, useState } from 'react';

/**
 * While scraping (docs/product.md §6): a 7-second countdown with a playful line that changes every 2 seconds.
 */
export const SCRAPE_COUNTDOWN_SECONDS = 7;
const MESSAGE_EVERY_SECONDS = 2;

export const SCRAPE_MESSAGES = [
  'Measuring the sleeves…',
  'Checking the fabric care label…',
  'Asking the shop for its best angles…',
  'Steaming out the wrinkles…',
  'Trying it on in three mirrors…',
  'Folding the price tag neatly…',
] as const;

export interface ScrapeProgress {
  secondsLeft: number;
  message: string;
}

export function scrapeProgress(elapsedSeconds: number): ScrapeProgress {
  const turn = Math.floor(elapsedSeconds / MESSAGE_EVERY_SECONDS) % SCRAPE_MESSAGES.length;
  return {
    secondsLeft: Math.max(0, SCRAPE_COUNTDOWN_SECONDS - elapsedSeconds),
    message: SCRAPE_MESSAGES[turn] ?? SCRAPE_MESSAGES[0],
  };
}

/** Counts the seconds while `running`, from 0 again each time it starts. */
export function useScrapeProgress(running: boolean): ScrapeProgress {
  const [elapsedSeconds, setElapsedSeconds] = useState(0);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setElapsedSeconds((seconds) => seconds + 1), 1000);
    return () => {
      clearInterval(timer);
      setElapsedSeconds(0);
    };
  }, [running]);

  return scrapeProgress(elapsedSeconds);
}
