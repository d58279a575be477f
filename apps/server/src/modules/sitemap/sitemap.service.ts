import type { SitemapRepository } from './sitemap.repository.ts';
import { toSitemapXml } from './sitemap.mapper.ts';

/** The sitemaps.org limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapServiceDeps {
  repository: Pick<SitemapRepository, 'profileIds' | 'collectionIds'>;
  maxUrls?: number;
}

/**
 * `/sitemap.xml` (docs/product.md §19): public profiles, then public collections, up to the limit together.
 */
export function createSitemapService({ repository, maxUrls = SITEMAP_MAX_URLS }: SitemapServiceDeps) {
  return {
    async xml(origin: string): Promise<string> {
      const profileIds = await repository.profileIds(maxUrls);
      const collectionIds = await repository.collectionIds(maxUrls - profileIds.length);
      return toSitemapXml([
        ...profileIds.map((id) => `${origin}/profiles/${id}`),
        ...collectionIds.map((id) => `${origin}/collections/${id}`),
      ]);
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
