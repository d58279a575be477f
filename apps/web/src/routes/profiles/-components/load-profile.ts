import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '@stylebook/contracts';
import { profileHead } from '../../../lib/page-head';
import { isId } from '../../../lib/route-params';
import { profileQueryOptions } from '../../../queries/profile';

/**
 * The profile routes' loader: preloads the profile (docs/product.md §14), and turns a 404 into the not-found
 * screen.
 */
export async function loadProfile(queryClient: QueryClient, id: string): Promise<void> {
  if (!isId(id)) throw notFound();
  try {
    await queryClient.ensureQueryData(profileQueryOptions(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

/** The head of a profile's page (both addresses), from what its loader put in the cache; none while missing. */
export function profilePageHead(queryClient: QueryClient, id: string, publicOrigin: string) {
  const profile = queryClient.getQueryData(profileQueryOptions(id).queryKey);
  return profile ? profileHead(profile, publicOrigin) : {};
}
