import { FULL_WIDTH_IMAGE_SIZES, mediaSrcSet, mediaVariant } from '@stylebook/contracts';
import { MoreMenu } from '../../../components/report/more-menu';
import { RemovalNotice } from '../../../components/moderation/removal-notice';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import type { Collection } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { Bookmark, BookmarkCheck, Images, Lock, Pencil, Share2 } from 'lucide-react';
import { useCurrentUser } from '../../../auth/auth-provider';
import { useRequireAuth } from '../../../auth/require-auth';
import { VISIBILITY_BADGES, visibilityOf } from '@stylebook/client';
import { PaidSubscribeButton } from '../../../components/paid-subscription/paid-subscribe-button';
import { Avatar } from '../../../components/ui/avatar';
import { BackButton } from '../../../components/ui/back-button';
import { buttonClasses } from '../../../components/ui/button';
import { collectionQueryOptions, useToggleCollectionSave } from '../../../queries/collections';
import { profileQueryOptions } from '../../../queries/profile';
import { productCountLabel } from '@stylebook/client';
import { LookTile } from '../../-components/look-tile';
import { ProductTile } from '../../-components/product-tile';
import { AddProductsButton } from '../-components/add-products-button';
import { CollectionNotAvailable } from '../-components/collection-not-available';
import { collectionPageHead, loadCollection } from '../-components/load-collection';
import { SimilarCollections } from '../-components/similar-collections';
import { useSharePage } from '../-components/share';

export const Route = createFileRoute('/collections/$id/')({
  loader: ({ context: { queryClient }, params: { id } }) => loadCollection(queryClient, id),
  head: ({ match: { context }, params: { id } }) =>
    collectionPageHead(context.queryClient, id, context.publicOrigin),
  notFoundComponent: CollectionNotAvailable,
  component: CollectionScreen,
});

function CollectionScreen() {
  const { id } = Route.useParams();
  const { data: collection } = useSuspenseQuery(collectionQueryOptions(id));
  const auth = useCurrentUser();
  const share = useSharePage();
  const isOwner = auth.user?.id === collection.ownerId;
  // A removed collection is seen by its owner alone (docs/product.md §20): there is no audience to name in
  // its badge, and no one its link would open for.
  const removed = collection.removal !== null;

  return (
    <>
      <RemovalNotice removal={collection.removal} />
      <article className="relative pb-12 md:px-10 md:pt-10">
        <BackButton fallback="/" floating />
        <CollectionCover collection={collection} />
        <div className="px-5 pt-5 md:px-0">
          <div className="flex flex-wrap items-center gap-2 text-[13px] text-ink-muted">
            {!removed && (
              <span className="inline-flex items-center gap-1 rounded-full bg-sand px-3 py-1 text-xs font-semibold text-ink">
                {collection.isPaidSubscriberOnly && <Lock aria-hidden className="size-3" strokeWidth={2.5} />}
                {VISIBILITY_BADGES[visibilityOf(collection)]}
              </span>
            )}
            <span>{productCountLabel(collection.productCount)}</span>
          </div>
          <h1 className="mt-3 font-display text-3xl leading-tight font-semibold tracking-tight break-words md:text-4xl">
            {collection.name}
          </h1>
          <Link
            to="/profiles/$id"
            params={{ id: collection.owner.id }}
            className="mt-3 inline-flex items-center gap-2 text-sm text-ink-muted hover:text-ink"
          >
            <Avatar url={collection.owner.avatarUrl} size={28} />
            <span className="truncate">@{collection.owner.username}</span>
          </Link>

          <div className="mt-5 flex flex-wrap gap-3">
            {isOwner ? (
              <Link
                to="/collections/$id/edit"
                params={{ id }}
                className={buttonClasses({ size: 'lg', className: 'flex-1 md:flex-none' })}
              >
                <Pencil aria-hidden className="size-4" />
                Edit
              </Link>
            ) : (
              !collection.locked && <SaveButton collection={collection} />
            )}
            {!removed && (
              <button
                type="button"
                onClick={() => void share(collection.name)}
                className={buttonClasses({ variant: 'outline', size: 'lg', className: 'px-5' })}
              >
                <Share2 aria-hidden className="size-4" />
                Share
              </button>
            )}
            <MoreMenu
              target={{ type: 'collection', id: collection.id, noun: 'this collection' }}
              ownerId={collection.ownerId}
            />
          </div>

          {collection.locked ? (
            <LockedNotice collection={collection} />
          ) : (
            <CollectionItemsGrid collection={collection} isOwner={isOwner} />
          )}
          <SimilarCollections collectionId={id} />
        </div>
      </article>
    </>
  );
}

/** The cover; a locked collection shows only the server-made blurred placeholder (docs/product.md §4). */
function CollectionCover({ collection }: { collection: Collection }) {
  const cover = collection.coverImageUrl ?? collection.products[0]?.images[0]?.url;
  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-sand md:aspect-[16/6] md:rounded-3xl">
      {cover ? (
        <img
          src={mediaVariant(cover, 1280)}
          srcSet={mediaSrcSet(cover)}
          sizes={FULL_WIDTH_IMAGE_SIZES}
          alt=""
          fetchPriority="high"
          className={clsx('size-full object-cover', collection.locked && 'scale-110 blur-xl')}
        />
      ) : (
        <span className="flex size-full items-center justify-center text-ink-subtle">
          <Images aria-hidden className="size-12" strokeWidth={1.5} />
        </span>
      )}
      {collection.locked && (
        <span className="absolute inset-0 flex items-center justify-center bg-ink/20">
          <span className="flex size-14 items-center justify-center rounded-full bg-ink/75 text-white">
            <Lock aria-hidden className="size-6" />
          </span>
        </span>
      )}
    </div>
  );
}

function SaveButton({ collection }: { collection: Collection }) {
  const auth = useCurrentUser();
  const requireAuth = useRequireAuth();
  const toggleSave = useToggleCollectionSave(auth.user?.id ?? '');
  const Icon = collection.isSaved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      aria-pressed={collection.isSaved}
      disabled={toggleSave.isPending}
      onClick={() => requireAuth(() => toggleSave.mutate({ collection, save: !collection.isSaved }))}
      className={buttonClasses({
        variant: collection.isSaved ? 'outline' : 'primary',
        size: 'lg',
        className: 'flex-1 md:flex-none',
      })}
    >
      <Icon aria-hidden className="size-4" />
      {collection.isSaved ? 'Saved' : 'Save'}
    </button>
  );
}

/**
 * A paid-only collection the viewer may not see: Subscribe shows the owner's price and opens the paid
 * confirmation; once it is paid, the collection query is refetched and the real collection replaces this.
 */
function LockedNotice({ collection }: { collection: Collection }) {
  const { data: owner } = useQuery(profileQueryOptions(collection.ownerId));
  return (
    <section className="mt-8 flex flex-col items-center rounded-3xl border border-line bg-surface px-6 py-10 text-center">
      <Lock aria-hidden className="size-7 text-ink-muted" />
      <h2 className="mt-4 text-lg font-semibold">For paid subscribers</h2>
      <p className="mt-2 max-w-sm text-[15px] leading-6 text-ink-muted">
        Subscribe to @{collection.owner.username} to see the products in this collection.
      </p>
      {owner?.subscriptionPrice ? (
        <PaidSubscribeButton
          stylist={owner}
          price={owner.subscriptionPrice}
          paidSubscription={owner.paidSubscription}
          className="mt-6"
        />
      ) : (
        <Link
          to="/profiles/$id"
          params={{ id: collection.ownerId }}
          className={buttonClasses({ size: 'lg', className: 'mt-6' })}
        >
          Subscribe to unlock
        </Link>
      )}
    </section>
  );
}

function CollectionItemsGrid({ collection, isOwner }: { collection: Collection; isOwner: boolean }) {
  if (collection.products.length === 0 && collection.looks.length === 0) {
    return (
      <div className="mt-10 flex flex-col items-center gap-4 text-center">
        <p className="text-[15px] text-ink-muted">
          {isOwner
            ? 'Nothing here yet. Add products, or save looks to this collection.'
            : 'Nothing here yet.'}
        </p>
        {isOwner && <AddProductsButton collection={collection} />}
      </div>
    );
  }
  return (
    <>
      {collection.looks.length > 0 && (
        <section className="mt-8">
          <h2 className="text-sm font-semibold">Looks</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-3 gap-y-6 md:grid-cols-4 lg:grid-cols-5">
            {collection.looks.map((look) => (
              <li key={look.id}>
                <LookTile look={look} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {collection.products.length > 0 && (
        <section className="mt-8">
          <h2 className="text-sm font-semibold">Products</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-3 gap-y-6 md:grid-cols-4 lg:grid-cols-5">
            {collection.products.map((product, index) => (
              <li key={product.id}>
                <ProductTile product={product} eager={index < 4} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
