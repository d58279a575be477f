import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { Images, Shirt } from 'lucide-react';
import { VerifyEmailBanner } from '../auth/verify-email/verify-email-banner';
import { useCurrentUser } from '../auth/auth-provider';
import { SignedOutEntries } from '../components/layout/account-entries';
import { FollowingLink } from '../components/layout/following-link';
import { Wordmark } from '../components/ui/wordmark';
import { plainPageHead } from '../lib/page-head';
import { homeSearch } from '../lib/search-params';
import type { HomeTab } from '../lib/search-params';
import { featuredCollectionsQueryOptions, featuredProductsQueryOptions } from '../queries/featured';
import { CollectionTile } from './-components/collection-tile';
import { EAGER_TILES, FeedGrid } from './-components/feed-grid';
import { productLabel } from '../components/product/product-name';
import { ProductTile } from './-components/product-tile';
import { TileLikeButton } from './-components/tile-like-button';
import { useSaveFromTile } from './-components/use-save-from-tile';
import { NotificationBell } from '../components/notifications/notification-bell';

export const Route = createFileRoute('/')({
  validateSearch: homeSearch,
  // Tab 1 is the default, so the home page's address stays plain `/` (and `/?tab=abc` becomes `/`).
  search: { middlewares: [stripSearchParams({ tab: 1 })] },
  loaderDeps: ({ search: { tab } }) => ({ tab }),
  loader: ({ context: { queryClient }, deps: { tab } }) => {
    // Start both feeds (docs/product.md §10) without holding the page: the shell and skeletons paint at once,
    // and a failed feed shows its own retry state (prefetching never throws) instead of the error screen. A
    // server render draws only the open tab, so its page carries one feed, not two.
    if (!import.meta.env.SSR || tab === 1)
      void queryClient.prefetchInfiniteQuery(featuredProductsQueryOptions());
    if (!import.meta.env.SSR || tab === 2)
      void queryClient.prefetchInfiniteQuery(featuredCollectionsQueryOptions());
  },
  head: ({ match: { context } }) => plainPageHead('home', context.publicOrigin),
  component: FeaturedScreen,
});

const TABS: ReadonlyArray<{ tab: HomeTab; label: string }> = [
  { tab: 1, label: 'Products' },
  { tab: 2, label: 'Collections' },
];

function FeaturedScreen() {
  const { tab } = Route.useSearch();

  return (
    <div className="px-4 pb-10 md:px-10">
      <header className="sticky top-0 z-20 -mx-4 bg-canvas/95 px-4 pt-[max(0.75rem,env(safe-area-inset-top))] backdrop-blur-md md:static md:mx-0 md:bg-transparent md:px-0 md:pt-12 md:backdrop-blur-none">
        <div className="flex items-center justify-between md:hidden">
          <Wordmark />
          <HeaderEntries />
        </div>
        <h1 className="sr-only font-display text-4xl font-semibold tracking-tight md:not-sr-only">
          Featured
        </h1>
        <p className="hidden text-[15px] text-ink-muted md:mt-2 md:block">
          Fresh finds and collections from the stylists on Stylebook.
        </p>
        <VerifyEmailBanner />
        <div
          role="tablist"
          aria-label="Featured feeds"
          className="mt-3 flex gap-6 border-b border-line md:mt-8"
        >
          {TABS.map(({ tab: value, label }) => (
            <Link
              key={value}
              to="/"
              search={{ tab: value }}
              role="tab"
              id={`featured-tab-${value}`}
              aria-selected={tab === value}
              aria-controls="featured-panel"
              className={clsx(
                '-mb-px flex min-h-11 items-center border-b-2 pt-1 pb-2 text-[15px] font-semibold transition',
                tab === value ? 'border-ink text-ink' : 'border-transparent text-ink-muted hover:text-ink',
              )}
            >
              {label}
            </Link>
          ))}
        </div>
      </header>
      <section
        id="featured-panel"
        role="tabpanel"
        aria-labelledby={`featured-tab-${tab}`}
        className="pt-5 md:pt-8"
      >
        {tab === 1 ? <ProductFeed /> : <CollectionFeed />}
      </section>
    </div>
  );
}

/**
 * The phone's way in for a signed-out visitor, and the Following feed and the bell for a signed-in one (the
 * desktop has them in the sidebar).
 */
function HeaderEntries() {
  const auth = useCurrentUser();
  if (auth.status === 'signedOut') return <SignedOutEntries layout="header" />;
  if (!auth.user) return null;
  return (
    <div className="flex items-center gap-1">
      <FollowingLink layout="header" />
      <NotificationBell layout="header" />
    </div>
  );
}

function ProductFeed() {
  const query = useInfiniteQuery(featuredProductsQueryOptions());
  const { save, sheet } = useSaveFromTile();
  return (
    <>
      {sheet}
      <FeedGrid
        query={query}
        tileShape="portrait"
        getKey={(product) => product.id}
        renderItem={(product, index) => (
          <ProductTile
            product={product}
            eager={index < EAGER_TILES}
            onSave={save}
            photoAction={<TileLikeButton product={product} label={productLabel(product)} />}
          />
        )}
        empty={{
          icon: <Shirt aria-hidden className="size-6" strokeWidth={1.75} />,
          title: 'Nothing featured yet',
          description: 'Stylists are picking their favourite products. Check back soon.',
        }}
      />
    </>
  );
}

function CollectionFeed() {
  const query = useInfiniteQuery(featuredCollectionsQueryOptions());
  return (
    <FeedGrid
      query={query}
      tileShape="square"
      getKey={(collection) => collection.id}
      renderItem={(collection, index) => (
        <CollectionTile collection={collection} eager={index < EAGER_TILES} />
      )}
      empty={{
        icon: <Images aria-hidden className="size-6" strokeWidth={1.75} />,
        title: 'No featured collections yet',
        description: 'Curated collections from stylists will appear here.',
      }}
    />
  );
}
