import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';
import { STALE_TIME } from './stale-time';

/** This installation's support address and outside services (`GET /api/about`). */
export const aboutKeys = { all: ['about'] as const };

export function aboutQueryOptions() {
  return queryOptions({
    queryKey: aboutKeys.all,
    queryFn: ({ signal }) => api.about(signal),
    staleTime: STALE_TIME.about,
  });
}
