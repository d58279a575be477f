import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '@stylebook/contracts';
import { collectionHead } from '../../../lib/page-head';
import { isId } from '../../../lib/route-params';
import { collectionQueryOptions } from '../../../queries/collections';

/** The collection routes' loader: preloads the collection, and turns a 404 into the not-found screen. */
export async function loadCollection(queryClient: QueryClient, id: string): Promise<void> {
  if (!isId(id)) throw notFound();
  try {
    await queryClient.ensureQueryData(collectionQueryOptions(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

/** The head of a collection's page, from what its loader put in the cache; none while it is missing. */
export function collectionPageHead(queryClient: QueryClient, id: string, publicOrigin: string) {
  const collection = queryClient.getQueryData(collectionQueryOptions(id).queryKey);
  return collection ? collectionHead(collection, publicOrigin) : {};
}
