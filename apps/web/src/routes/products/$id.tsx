import { useSuspenseQuery } from '@tanstack/react-query';
import { productLabel } from '../../components/product/product-name';
import { Link, createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '@stylebook/contracts';
import { isId } from '../../lib/route-params';
import type { Product } from '@stylebook/contracts';
import { ExternalLink, PackageX, Pencil } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useCurrentUser } from '../../auth/auth-provider';
import { LazyAddToCollectionSheet } from '../../components/collection/lazy-add-to-collection-sheet';
import { STYLE_LABELS } from '@stylebook/client';
import { UnavailableScreen } from '../../components/unavailable-screen';
import { Avatar } from '../../components/ui/avatar';
import { BackButton } from '../../components/ui/back-button';
import { buttonClasses } from '../../components/ui/button';
import { PersonName } from '../../components/ui/person-name';
import { LikeButton } from '../../components/social/like-button';
import { SaveButton } from '../../components/social/save-button';
import { productHead } from '../../lib/page-head';
import { priceHistoryQueryOptions, productQueryOptions, useToggleProductLike } from '../../queries/products';
import { MoreFromOwner } from './-components/more-from-owner';
import { MoreLikeThis } from './-components/more-like-this';
import { ProductGallery } from './-components/product-gallery';
import { PriceHistoryChart, ProductPrice, WatchPriceButton } from './-components/price-watch';
import { MoreMenu } from '../../components/report/more-menu';
import { RemovalNotice } from '../../components/moderation/removal-notice';

// Only the owner edits, so the form (zod, image upload, reordering) loads when they open it.
const EditProductSheet = lazy(() => import('./-components/edit-product-sheet'));

export const Route = createFileRoute('/products/$id')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    if (!isId(id)) throw notFound();
    // The price history is not worth waiting for in the browser: the page draws without it and adds it when
    // it comes. A server render draws it, and its head says from it whether the product is in stock.
    const priceHistory = queryClient.prefetchQuery(priceHistoryQueryOptions(id));
    try {
      await queryClient.ensureQueryData(productQueryOptions(id));
      if (import.meta.env.SSR) await priceHistory;
    } catch (error) {
      // Missing and private products answer the same 404 (docs/product.md §4).
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  head: ({ match: { context }, params: { id } }) => {
    const product = context.queryClient.getQueryData(productQueryOptions(id).queryKey);
    const priceHistory = context.queryClient.getQueryData(priceHistoryQueryOptions(id).queryKey);
    return product ? productHead(product, context.publicOrigin, priceHistory) : {};
  },
  notFoundComponent: ProductNotAvailable,
  component: ProductScreen,
});

function ProductScreen() {
  const { id } = Route.useParams();
  const { data: product } = useSuspenseQuery(productQueryOptions(id));
  const auth = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const toggleLike = useToggleProductLike(product);
  const isOwner = auth.user?.id === product.owner.id;
  const name = product.description ?? product.brand;

  return (
    <div className="pb-12">
      <RemovalNotice removal={product.removal} />
      <article className="md:grid md:grid-cols-2 md:items-start md:gap-12 md:px-10 md:pt-12">
        <div className="relative md:sticky md:top-12">
          <BackButton fallback="/" floating />
          <ProductGallery images={product.images} alt={productLabel(product)} />
        </div>
        <div className="px-5 pt-6 md:px-0 md:pt-2">
          <p className="text-xs font-bold tracking-[0.12em] text-ink-muted uppercase">{product.brand}</p>
          <h1 className="mt-2 font-display text-3xl leading-tight font-semibold tracking-tight md:text-4xl">
            {name}
          </h1>
          <ProductPrice product={product} />
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <span className="rounded-full bg-sand px-3 py-1 text-xs font-semibold text-ink">
              {STYLE_LABELS[product.gender]}
            </span>
            {product.savedByCount > 0 && <span>{savedByLine(product.savedByCount)}</span>}
          </p>

          <div className="mt-6 flex flex-wrap gap-3">
            <a
              // Clicks go through /r/ to be counted; an owner's own (maybe hidden) product goes straight to the shop.
              href={isOwner ? product.purchaseUrl : `/r/${product.id}`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ size: 'lg', className: 'flex-1' })}
            >
              Shop
              <ExternalLink aria-hidden className="size-4" />
            </a>
            <LikeButton like={product} onToggle={toggleLike} />
            <SaveButton onSave={() => setSaving(true)} />
            {isOwner && (
              <button
                type="button"
                onClick={() => setEditing(true)}
                className={buttonClasses({ variant: 'outline', size: 'lg', className: 'px-5' })}
              >
                <Pencil aria-hidden className="size-4" />
                Edit
              </button>
            )}
            <MoreMenu
              target={{ type: 'product', id: product.id, noun: 'this product' }}
              ownerId={product.owner.id}
            />
          </div>
          <WatchPriceButton productId={product.id} />
          <PriceHistoryChart productId={product.id} />

          <Link
            to="/profiles/$id"
            params={{ id: product.owner.id }}
            className="mt-8 flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 transition hover:border-ink/30"
          >
            <Avatar url={product.owner.avatarUrl} size={44} />
            <PersonName person={product.owner} />
          </Link>

          <Appearances title="In collections" items={product.collections} to="/collections/$id" />
          <Appearances title="In looks" items={product.looks} to="/looks/$id" />
        </div>
        <Suspense fallback={null}>
          {editing && <EditProductSheet product={product} onClose={() => setEditing(false)} />}
          {saving && (
            <LazyAddToCollectionSheet
              item={{ kind: 'product', id: product.id }}
              open
              onClose={() => setSaving(false)}
            />
          )}
        </Suspense>
      </article>
      {/* What to look at next: below the product, outside the columns its gallery sticks within. */}
      <div className="px-5 md:px-10">
        <MoreFromOwner productId={product.id} owner={product.owner} />
        <MoreLikeThis productId={product.id} />
      </div>
    </div>
  );
}

/** 'saved by N people' (docs/product.md §5). */
function savedByLine(count: number): string {
  return `Saved by ${count} ${count === 1 ? 'person' : 'people'}`;
}

function Appearances({
  title,
  items,
  to,
}: {
  title: string;
  items: Product['collections'];
  to: '/collections/$id' | '/looks/$id';
}) {
  if (items.length === 0) return null;
  return (
    <section className="mt-8">
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={to}
              params={{ id: item.id }}
              className="inline-flex h-9 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium transition hover:border-ink/30"
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductNotAvailable() {
  return (
    <UnavailableScreen
      icon={<PackageX aria-hidden className="size-7" strokeWidth={1.75} />}
      title="This product is not available"
      description="It may have been removed, or it is only visible to its owner's subscribers."
    />
  );
}
