import { FIRST_SCREEN_ELEMENT_ID } from '@stylebook/contracts';
import type { FirstScreenData } from '@stylebook/contracts';
import { appSession } from '../auth/app-session';

function read(document: Document): FirstScreenData {
  const json = document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!json) return {};
  try {
    return JSON.parse(json) as FirstScreenData;
  } catch {
    return {};
  }
}

/**
 * The first screen the server wrote into this page's HTML (issue 12), which query options use as
 * `initialData` so the first render needs no API call. Each part is taken once, by the query it matches: a
 * later visit, after the cache let it go, asks the API. It is what an anonymous visitor sees, so a browser
 * holding a session (with likes, saves and follows of its own) ignores it all.
 */
export function createFirstScreen(document: Document, hasStoredSession: () => boolean) {
  let data: FirstScreenData | null = null;
  const current = () => (data ??= hasStoredSession() ? {} : read(document));
  return {
    take<K extends keyof FirstScreenData>(
      key: K,
      matches: (part: NonNullable<FirstScreenData[K]>) => boolean,
    ): FirstScreenData[K] {
      const part = current()[key];
      if (!part || !matches(part)) return undefined;
      delete current()[key];
      return part;
    },
    /** The seed the server shuffled the HTML's featured page by. */
    featuredSeed(): string | undefined {
      const { featuredProducts, featuredCollections } = current();
      return (featuredProducts ?? featuredCollections)?.seed;
    },
  };
}

export const firstScreen = createFirstScreen(document, appSession.hasStoredSession);
