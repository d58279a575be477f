import robotsParser from 'robots-parser';
import { ROBOTS_AGENT } from '../../lib/net-guard.ts';

/** A store's robots.txt as it applies to our user agent (robots-parser reads the file's groups and rules). */
export function robotsRules(origin: string, robotsTxt: string) {
  const robots = robotsParser(`${origin}/robots.txt`, robotsTxt);
  return {
    /** Whether we may read `url`; a URL of another origin is not this file's business. */
    allows: (url: string): boolean => robots.isAllowed(url, ROBOTS_AGENT) ?? true,
    /** The seconds the store asks between requests (`Crawl-delay`), if it asks. */
    crawlDelaySeconds: (): number | undefined => robots.getCrawlDelay(ROBOTS_AGENT),
  };
}

/**
 * Names that never resolve on the internet (RFC 6761 special-use and RFC 2606 reserved: `example`, `test`,
 * `invalid`, `localhost`, and mDNS `local`): a page there cannot be a store's, so the job asks no resolver.
 */
export function isSpecialUseName(origin: string): boolean {
  const host = new URL(origin).hostname.toLowerCase().replace(/\.$/, '');
  return /(^|\.)(example|test|invalid|localhost|local)$/.test(host);
}
