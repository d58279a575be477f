import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import type { UserSummary } from '@stylebook/contracts';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Screen } from '../components/screen';
import { Avatar } from '../components/ui/avatar';
import { PLAIN_PAGES, plainPageHead } from '../lib/page-head';
import { featuredCollectionsQueryOptions, featuredProductsQueryOptions } from '../queries/featured';

export const Route = createFileRoute('/sitemap')({
  loader: ({ context: { queryClient } }) => {
    // The featured stylists and collections, without holding the page (as on Featured).
    void queryClient.prefetchInfiniteQuery(featuredProductsQueryOptions());
    void queryClient.prefetchInfiniteQuery(featuredCollectionsQueryOptions());
  },
  head: ({ match: { context } }) => plainPageHead('sitemap', context.publicOrigin),
  component: SitemapScreen,
});

const rowClasses =
  'flex min-h-12 items-center justify-between gap-3 py-2 text-[15px] font-semibold text-ink hover:text-ink-muted';

/** The owners of the featured items who are stylists, each once, in the order the feed shows them. */
function featuredStylists(owners: UserSummary[]): UserSummary[] {
  const seen = new Set<string>();
  return owners.filter((owner) => {
    if (owner.role !== 'STYLIST' || seen.has(owner.id)) return false;
    seen.add(owner.id);
    return true;
  });
}

/** Every public area in one list (docs/product.md §19); the machine-readable one is /sitemap.xml. */
function SitemapScreen() {
  return (
    <Screen title={PLAIN_PAGES.sitemap.title} description={PLAIN_PAGES.sitemap.description}>
      <div className="grid max-w-3xl gap-10 md:grid-cols-2">
        <Section title="Discover">
          <Row>
            <Link to="/" className={rowClasses}>
              Featured products
              <ChevronRight aria-hidden className="size-4 text-ink-subtle" />
            </Link>
          </Row>
          <Row>
            <Link to="/" search={{ tab: 2 }} className={rowClasses}>
              Featured collections
              <ChevronRight aria-hidden className="size-4 text-ink-subtle" />
            </Link>
          </Row>
          <Row>
            <Link to="/search" className={rowClasses}>
              Search
              <ChevronRight aria-hidden className="size-4 text-ink-subtle" />
            </Link>
          </Row>
        </Section>
        <Section title="About Stylebook">
          <Row>
            <Link to="/settings/about" className={rowClasses}>
              About
              <ChevronRight aria-hidden className="size-4 text-ink-subtle" />
            </Link>
          </Row>
          <Row>
            <Link to="/privacy" className={rowClasses}>
              Privacy
              <ChevronRight aria-hidden className="size-4 text-ink-subtle" />
            </Link>
          </Row>
          <Row>
            <Link to="/settings/about/terms-and-conditions" className={rowClasses}>
              Terms
              <ChevronRight aria-hidden className="size-4 text-ink-subtle" />
            </Link>
          </Row>
          <Row>
            {/* Served by the API, not a screen of the app: a plain link so the browser loads it. */}
            <a href="/sitemap.xml" className={rowClasses}>
              Sitemap XML
              <ChevronRight aria-hidden className="size-4 text-ink-subtle" />
            </a>
          </Row>
        </Section>
        <StylistsSection />
      </div>
    </Screen>
  );
}

function StylistsSection() {
  const products = useInfiniteQuery(featuredProductsQueryOptions());
  const collections = useInfiniteQuery(featuredCollectionsQueryOptions());
  const stylists = featuredStylists([
    ...(collections.data?.pages[0]?.items ?? []).map(({ owner }) => owner),
    ...(products.data?.pages[0]?.items ?? []).map(({ owner }) => owner),
  ]);
  if (stylists.length === 0) return null;
  return (
    <Section title="Stylists">
      {stylists.map((stylist) => (
        <Row key={stylist.id}>
          <Link to="/profiles/$id" params={{ id: stylist.id }} className={rowClasses}>
            <span className="flex min-w-0 items-center gap-3">
              <Avatar url={stylist.avatarUrl} size={32} />
              <span className="truncate">{stylist.name}</span>
              <span className="truncate text-[13px] font-normal text-ink-muted">@{stylist.username}</span>
            </span>
            <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-subtle" />
          </Link>
        </Row>
      ))}
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `sitemap-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xs font-bold tracking-[0.09em] text-ink-subtle uppercase">
        {title}
      </h2>
      <ul className="mt-2 divide-y divide-line">{children}</ul>
    </section>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}
