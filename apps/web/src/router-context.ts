import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@stylebook/client';

/** What every route's loader and `beforeLoad` are given; routes import it from here, not from the router. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: Session;
  /** Where canonical and share URLs point: this page's origin, or `PUBLIC_ORIGIN` in a server render. */
  publicOrigin: string;
}
