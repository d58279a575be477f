import { useInfiniteQuery, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { MoreMenu } from '../../../components/report/more-menu';
import { Link } from '@tanstack/react-router';
import { ApiError } from '@stylebook/contracts';
import type { CollectionCard, UserProfile } from '@stylebook/contracts';
import { Camera, Images, Link2, Pencil, Settings, Shirt } from 'lucide-react';
import { useState } from 'react';
import { PaidSubscribeButton } from '../../../components/paid-subscription/paid-subscribe-button';
import { Avatar } from '../../../components/ui/avatar';
import { BackButton } from '../../../components/ui/back-button';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { TabStrip } from '../../../components/ui/tab-strip';
import {
  profileLooksQueryOptions,
  profileProductsQueryOptions,
  profileQueryOptions,
} from '../../../queries/profile';
import { CollectionTile } from '../../-components/collection-tile';
import { EAGER_TILES, FeedGrid, GRID_CLASSES } from '../../-components/feed-grid';
import { LookTile } from '../../-components/look-tile';
import { ProductTile } from '../../-components/product-tile';
import { FollowButton } from './follow-button';
import { ProfileNotFound } from './profile-not-found';

type ProfileTab = 'collections' | 'looks' | 'products';

const TABS: ReadonlyArray<{ tab: ProfileTab; label: string }> = [
  { tab: 'collections', label: 'Collections' },
  { tab: 'looks', label: 'Looks' },
  { tab: 'products', label: 'Products' },
];

/** A person's page, shown at /profiles/{id} and /users/{id} alike; the route's loader has the profile ready. */
export function ProfileScreen({ id }: { id: string }) {
  const { data: profile, error } = useSuspenseQuery(profileQueryOptions(id));
  const [tab, setTab] = useState<ProfileTab>('collections');
  // Shown, then refetched as someone it is hidden from: the viewer signed in on a page drawn for a visitor,
  // or blocked this person here (docs/product.md §20).
  if (error instanceof ApiError && error.status === 404) return <ProfileNotFound />;

  return (
    <article className="px-5 pt-6 pb-12 md:px-10 md:pt-12">
      {!profile.isMe && <BackButton fallback="/" className="-mt-2 mb-2 -ml-2 md:hidden" />}
      <ProfileHeader profile={profile} />
      <TabStrip
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        idPrefix="profile"
        label="Profile sections"
        className="mt-8"
      />
      <section id="profile-panel" role="tabpanel" aria-labelledby={`profile-tab-${tab}`} className="pt-6">
        {tab === 'collections' && <CollectionsTab profile={profile} />}
        {tab === 'looks' && <LooksTab id={profile.id} />}
        {tab === 'products' && <ProductsTab id={profile.id} />}
      </section>
    </article>
  );
}

function ProfileHeader({ profile }: { profile: UserProfile }) {
  return (
    <header className="flex flex-col gap-5 md:flex-row md:items-start md:gap-8">
      <Avatar url={profile.avatarUrl} size={88} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="font-display text-3xl leading-tight font-semibold tracking-tight break-words md:text-4xl">
            {profile.name}
          </h1>
          {profile.role === 'STYLIST' && (
            <span className="rounded-full bg-sand px-2.5 py-1 text-xs font-semibold text-ink">Stylist</span>
          )}
        </div>
        <p className="mt-1 text-[15px] text-ink-muted">@{profile.username}</p>
        {profile.bio && (
          <p className="mt-3 max-w-prose text-[15px] leading-6 whitespace-pre-line text-ink">{profile.bio}</p>
        )}
        {profile.website && (
          <a
            href={profile.website}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="mt-2 inline-flex min-h-11 max-w-full items-center gap-1.5 text-[15px] font-semibold text-ink underline-offset-4 hover:underline"
          >
            <Link2 aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{displayUrl(profile.website)}</span>
          </a>
        )}
        <div className="mt-1 flex gap-5 text-[15px]">
          <Link
            to="/profiles/$id/subscribers"
            params={{ id: profile.id }}
            className="inline-flex min-h-11 items-center text-ink-muted hover:text-ink"
          >
            <span data-testid="subscriber-count" className="font-semibold text-ink tabular-nums">
              {profile.subscriberCount}
            </span>
            &nbsp;{profile.subscriberCount === 1 ? 'subscriber' : 'subscribers'}
          </Link>
          <Link
            to="/profiles/$id/following"
            params={{ id: profile.id }}
            className="inline-flex min-h-11 items-center text-ink-muted hover:text-ink"
          >
            <span className="font-semibold text-ink tabular-nums">{profile.subscriptionCount}</span>
            &nbsp;following
          </Link>
        </div>
      </div>
      <ProfileAction profile={profile} />
    </header>
  );
}

function ProfileAction({ profile }: { profile: UserProfile }) {
  if (profile.isMe) {
    return (
      <div className="flex gap-2">
        <Link
          to="/settings/account"
          className={buttonClasses({ variant: 'outline', size: 'lg', className: 'flex-1 md:flex-none' })}
        >
          <Pencil aria-hidden className="size-4" />
          Edit profile
        </Link>
        <Link
          to="/settings"
          aria-label="Settings"
          title="Settings"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full border border-line bg-surface text-ink transition hover:border-ink/30 hover:bg-sand"
        >
          <Settings aria-hidden className="size-5" />
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 md:items-end">
      <div className="flex gap-2">
        <FollowButton person={profile} size="lg" className="flex-1 md:flex-none" />
        <MoreMenu
          target={{ type: 'user', id: profile.id, noun: `@${profile.username}` }}
          ownerId={profile.id}
          blockable={profile}
        />
      </div>
      <PaidSubscribeButton
        stylist={profile}
        price={profile.subscriptionPrice}
        paidSubscription={profile.paidSubscription}
        className="w-full md:w-auto"
      />
    </div>
  );
}

/** A website shown the way people say it: no scheme, no trailing slash. */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

function CollectionsTab({ profile }: { profile: UserProfile }) {
  return (
    <>
      <CollectionGrid
        collections={profile.publicCollections}
        empty={profile.isMe ? 'Your public collections will appear here.' : 'No public collections yet.'}
      />
      {profile.isMe && (
        <section className="mt-10">
          <h2 className="mb-4 text-lg font-semibold">Private and saved</h2>
          <CollectionGrid
            collections={profile.privateAndSavedCollections}
            empty="Private collections and the ones you save will appear here."
          />
        </section>
      )}
    </>
  );
}

function CollectionGrid({ collections, empty }: { collections: CollectionCard[]; empty: string }) {
  if (collections.length === 0)
    return <EmptyState icon={<Images aria-hidden className="size-6" />} description={empty} />;
  return (
    <ul className={GRID_CLASSES}>
      {collections.map((collection, index) => (
        <li key={collection.id}>
          <CollectionTile collection={collection} eager={index < EAGER_TILES} />
        </li>
      ))}
    </ul>
  );
}

function LooksTab({ id }: { id: string }) {
  const { data, status, refetch } = useQuery(profileLooksQueryOptions(id));
  if (status === 'pending')
    return <p className="py-10 text-center text-sm text-ink-subtle">Loading looks…</p>;
  if (status === 'error') {
    return (
      <div className="flex flex-col items-center py-10">
        <p className="text-sm text-ink-muted">We couldn&apos;t load the looks.</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className={buttonClasses({ variant: 'outline', className: 'mt-4 h-11' })}
        >
          Retry
        </button>
      </div>
    );
  }
  if (data.looks.length === 0) {
    return <EmptyState icon={<Camera aria-hidden className="size-6" />} description="No looks yet." />;
  }
  return (
    <ul className={GRID_CLASSES}>
      {data.looks.map((look) => (
        <li key={look.id}>
          <LookTile look={look} />
        </li>
      ))}
    </ul>
  );
}

function ProductsTab({ id }: { id: string }) {
  const query = useInfiniteQuery(profileProductsQueryOptions(id));
  return (
    <FeedGrid
      query={query}
      tileShape="portrait"
      getKey={(product) => product.id}
      renderItem={(product) => <ProductTile product={product} eager={false} />}
      empty={{
        icon: <Shirt aria-hidden className="size-6" strokeWidth={1.75} />,
        title: 'No products yet',
        description: 'Products this person adds will appear here.',
      }}
    />
  );
}
