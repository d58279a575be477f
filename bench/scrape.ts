import { performance } from 'node:perf_hooks';
import { STORE_PRODUCT, startStorePeer } from '../e2e/peers/store.ts';

export interface ScrapeLatency {
  runs: number;
  /** Scrape of a loopback store page: fetch, extract, download and re-store three images. */
  scrapeP50Ms: number;
  scrapeP99Ms: number;
  /** Fetching the same page directly from the bench process: the floor the scrape is measured against. */
  pageFetchP50Ms: number;
  ratioToPageFetch: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timed(runs: number, work: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** Signs in as a demo stylist and scrapes a product page served on loopback, one request at a time. */
export async function measureScrape(origin: string, storePort: number, runs = 20): Promise<ScrapeLatency> {
  const store = await startStorePeer(storePort);
  try {
    const pageUrl = `${store.origin}${STORE_PRODUCT.path}`;
    const session = await fetch(`${origin}/identity/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'amaraedits@demo.stylebook.local', password: 'stylebook-demo' }),
    }).then((response) => response.json() as Promise<{ token: string }>);

    const pageFetch = await timed(runs, async () => {
      await (await fetch(pageUrl)).text();
    });
    const scrape = await timed(runs, async () => {
      const response = await fetch(`${origin}/api/products/scrape`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
        body: JSON.stringify({ url: pageUrl }),
      });
      if (!response.ok) throw new Error(`scrape failed: ${response.status} ${await response.text()}`);
      await response.json();
    });
    const scrapeP50Ms = +percentile(scrape, 50).toFixed(1);
    const pageFetchP50Ms = +percentile(pageFetch, 50).toFixed(2);
    return {
      runs,
      scrapeP50Ms,
      scrapeP99Ms: +percentile(scrape, 99).toFixed(1),
      pageFetchP50Ms,
      ratioToPageFetch: +(scrapeP50Ms / pageFetchP50Ms).toFixed(1),
    };
  } finally {
    await store.close();
  }
}
