/** What one build's service worker keeps, written into sw.js by the build (build/service-worker.ts). */
export interface Precache {
  /** Names the build's files: each deploy's service worker fills a cache of its own and drops the others. */
  version: string;
  /** The bare index.html, answered to page loads that the network cannot answer. */
  shell: string;
  /** Every hashed file of the build (/assets/…): scripts, styles and what they import. */
  assets: string[];
}
