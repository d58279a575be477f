import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server-rendered page hands the browser to hydrate from (the server writes it under
 * `PAGE_STATE_ELEMENT_ID`): Query's cache as the render left it, all of it what a signed-out visitor may see.
 */
export interface PageState {
  queries: DehydratedState;
  /**
   * The status the server answered. Only a 200 is hydrated: a page a visitor may not see (404) may be one the
   * browser's signed-in person sees (their private collection), which would not match the server's markup.
   */
  status: number;
}
