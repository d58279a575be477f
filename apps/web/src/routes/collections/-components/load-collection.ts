import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError, Id } from '@stylebook/contracts';
import { collectionQueryOptions } from '../../../queries/collections';

/** The collection routes' loader: preloads the collection, and turns a 404 into the not-found screen. */
export async function loadCollection(queryClient: QueryClient, id: string): Promise<void> {
  if (!Id.safeParse(id).success) throw notFound();
  try {
    await queryClient.ensureQueryData(collectionQueryOptions(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
