import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { FollowingFeedItem } from '@stylebook/contracts';
import { UsersRound } from 'lucide-react';
import { useCurrentUser } from '../auth/auth-provider';
import { SignInFirst } from '../auth/sign-in-first';
import { productLabel } from '../components/product/product-name';
import { EmptyState } from '../components/ui/empty-state';
import { pageTitle } from '../lib/page-head';
import { followingFeedQueryOptions, followingSuggestionsQueryOptions } from '../queries/following';
import { CollectionTile } from './-components/collection-tile';
import { EAGER_TILES, FeedGrid } from './-components/feed-grid';
import { LookTile } from './-components/look-tile';
import { ProductTile } from './-components/product-tile';
import { TileLikeButton } from './-components/tile-like-button';
import { useSaveFromTile } from './-components/use-save-from-tile';
import { PersonRow } from './profiles/-components/person-row';

export const Route = createFileRoute('/following')({
  head: () => ({ meta: [{ title: pageTitle('Following') }] }),
  component: FollowingScreen,
});

const FOLLOWING_EMPTY_TITLE = 'Follow stylists to see what they add';

/**
 * The Following feed (docs/product.md §22): what the people one follows made, newest first, in Featured's
 * tiles. Signed-out visitors are asked to sign in, as on Search.
 */
function FollowingScreen() {
  const auth = useCurrentUser();
  return (
    <div className="px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-10 md:px-10 md:pt-12">
      <h1 className="font-display text-3xl font-semibold tracking-tight md:text-4xl">Following</h1>
      <p className="mt-1 text-[15px] text-ink-muted md:mt-2">
        New products, looks and collections from the people you subscribe to.
      </p>
      <section aria-label="Following feed" className="pt-5 md:pt-8">
        {auth.user && <FollowingFeed viewerId={auth.user.id} />}
        {auth.status === 'signedOut' && (
          <SignInFirst
            icon={<UsersRound aria-hidden className="size-6" />}
            message="Log in to see what the people you subscribe to add."
          />
        )}
      </section>
    </div>
  );
}

const itemKey = (item: FollowingFeedItem) => `${item.kind}:${itemId(item)}`;

function itemId(item: FollowingFeedItem): string {
  switch (item.kind) {
    case 'product':
      return item.product.id;
    case 'look':
      return item.look.id;
    case 'collection':
      return item.collection.id;
  }
}

function FollowingFeed({ viewerId }: { viewerId: string }) {
  const query = useInfiniteQuery(followingFeedQueryOptions(viewerId));
  const { save, sheet } = useSaveFromTile();
  return (
    <>
      {sheet}
      <FeedGrid
        query={query}
        tileShape="portrait"
        getKey={itemKey}
        renderItem={(item, index) => {
          const eager = index < EAGER_TILES;
          switch (item.kind) {
            case 'product':
              return (
                <ProductTile
                  product={item.product}
                  eager={eager}
                  onSave={save}
                  photoAction={<TileLikeButton product={item.product} label={productLabel(item.product)} />}
                />
              );
            case 'look':
              return <LookTile look={item.look} />;
            case 'collection':
              return <CollectionTile collection={item.collection} eager={eager} locked={item.locked} />;
          }
        }}
        empty={{ icon: null, title: FOLLOWING_EMPTY_TITLE, description: '' }}
        emptyContent={<Suggestions viewerId={viewerId} />}
      />
    </>
  );
}

/** The empty feed: the most followed stylists the viewer does not follow yet, each with Subscribe. */
function Suggestions({ viewerId }: { viewerId: string }) {
  const suggestions = useQuery(followingSuggestionsQueryOptions(viewerId));
  const people = suggestions.data?.items ?? [];
  return (
    <div className="mx-auto max-w-xl">
      <EmptyState
        icon={<UsersRound aria-hidden className="size-6" strokeWidth={1.75} />}
        title={FOLLOWING_EMPTY_TITLE}
        description="Subscribe to stylists and their new products, looks and collections show up here."
      />
      {people.length > 0 && (
        <section aria-labelledby="suggested-stylists">
          <h2 id="suggested-stylists" className="text-lg font-semibold text-ink">
            Suggested stylists
          </h2>
          <ul className="mt-2 divide-y divide-line">
            {people.map((person) => (
              <PersonRow key={person.id} person={person} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
