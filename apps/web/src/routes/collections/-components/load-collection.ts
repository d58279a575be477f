import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '@stylebook/contracts';
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
