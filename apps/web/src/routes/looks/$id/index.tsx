import { mediaVariant } from '@stylebook/contracts';
import { MoreMenu } from '../../../components/report/more-menu';
import { RemovalNotice } from '../../../components/moderation/removal-notice';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { ApiError } from '@stylebook/contracts';
import { isId } from '../../../lib/route-params';
import type { Look } from '@stylebook/contracts';
import { ExternalLink, ImageOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useCurrentUser } from '../../../auth/auth-provider';
import { AddToCollectionSheet } from '../../../components/collection/add-to-collection-sheet';
import { LikeButton } from '../../../components/social/like-button';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { BackButton } from '../../../components/ui/back-button';
import { buttonClasses } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { useToast } from '../../../components/ui/toast';
import { formErrorMessage } from '../../../lib/form-error';
import { lookHead } from '../../../lib/page-head';
import { lookQueryOptions, useDeleteLook, useToggleLookLike } from '../../../queries/looks';
import { LookNotAvailable } from '../-components/look-not-available';
import { ProductLines } from '../../../components/product/product-lines';
import { productName } from '../../../components/product/product-name';
import { SaveButton } from '../../../components/social/save-button';
import { LookPhoto } from '../-components/look-photo';

export const Route = createFileRoute('/looks/$id/')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    if (!isId(id)) throw notFound();
    try {
      await queryClient.ensureQueryData(lookQueryOptions(id));
    } catch (error) {
      // Missing and hidden looks answer the same 404 (docs/product.md §4).
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  head: ({ match: { context }, params: { id } }) => {
    const look = context.queryClient.getQueryData(lookQueryOptions(id).queryKey);
    return look ? lookHead(look, context.publicOrigin) : {};
  },
  notFoundComponent: LookNotAvailable,
  component: LookScreen,
});

function LookScreen() {
  const { id } = Route.useParams();
  const { data: look } = useSuspenseQuery(lookQueryOptions(id));
  const auth = useCurrentUser();
  const toggleLike = useToggleLookLike(look);
  const [deleting, setDeleting] = useState(false);
  const [saving, setSaving] = useState(false);
  const isOwner = auth.user?.id === look.ownerId;

  return (
    <>
      <RemovalNotice removal={look.removal} />
      <article className="pb-12 md:grid md:grid-cols-2 md:items-start md:gap-12 md:px-10 md:pt-12">
        <div className="relative md:sticky md:top-12">
          <BackButton fallback="/" floating />
          <LookPhoto look={look} />
        </div>
        <div className="px-5 pt-6 md:px-0 md:pt-2">
          <h1 className="font-display text-3xl leading-tight font-semibold tracking-tight md:text-4xl">
            {look.title}
          </h1>
          {look.description && (
            <p className="mt-3 text-[15px] leading-6 whitespace-pre-line text-ink-muted">
              {look.description}
            </p>
          )}
          <Link
            to="/profiles/$id"
            params={{ id: look.owner.id }}
            className="mt-5 inline-flex items-center gap-2.5 rounded-full py-1 pr-3 transition hover:bg-sand"
          >
            <Avatar url={look.owner.avatarUrl} size={32} />
            <span className="text-sm font-semibold">@{look.owner.username}</span>
          </Link>

          <div className="mt-5 flex flex-wrap gap-3">
            <LikeButton like={look} onToggle={toggleLike} />
            <SaveButton onSave={() => setSaving(true)} />
            <MoreMenu target={{ type: 'look', id: look.id, noun: 'this look' }} ownerId={look.owner.id} />
          </div>

          {isOwner && (
            <div className="mt-3 flex gap-3">
              <Link
                to="/looks/$id/edit"
                params={{ id: look.id }}
                className={buttonClasses({ variant: 'outline', className: 'px-5' })}
              >
                <Pencil aria-hidden className="size-4" />
                Edit
              </Link>
              <button
                type="button"
                onClick={() => setDeleting(true)}
                className={buttonClasses({ variant: 'outline', className: 'px-5 text-red-700' })}
              >
                <Trash2 aria-hidden className="size-4" />
                Delete
              </button>
            </div>
          )}

          <LookProducts look={look} />
        </div>
        {deleting && <DeleteLookSheet look={look} onClose={() => setDeleting(false)} />}
        <AddToCollectionSheet
          item={{ kind: 'look', id: look.id }}
          open={saving}
          onClose={() => setSaving(false)}
        />
      </article>
    </>
  );
}

function LookProducts({ look }: { look: Look }) {
  if (look.products.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby="look-products">
      <h2 id="look-products" className="text-sm font-semibold">
        Products in this look
      </h2>
      <ol className="mt-3 flex flex-col divide-y divide-line">
        {look.products.map(({ product }, index) => {
          const image = product.images[0]?.url;
          return (
            <li key={product.id} className="flex items-center gap-3 py-3">
              <span className="w-5 shrink-0 text-center text-xs font-bold text-ink-muted">{index + 1}</span>
              <Link
                to="/products/$id"
                params={{ id: product.id }}
                className="flex min-w-0 flex-1 items-center gap-3"
              >
                <span className="flex aspect-[4/5] w-14 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-sand text-ink-subtle">
                  {image ? (
                    <img
                      src={mediaVariant(image, 320)}
                      alt=""
                      loading="lazy"
                      className="size-full object-cover"
                    />
                  ) : (
                    <ImageOff aria-hidden className="size-5" strokeWidth={1.5} />
                  )}
                </span>
                <ProductLines product={product} />
              </Link>
              <a
                // Clicks go through /r/ to be counted (docs/product.md §5).
                href={`/r/${product.id}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Shop ${product.brand} ${productName(product)}`}
                className={buttonClasses({ size: 'md', className: 'shrink-0 px-4' })}
              >
                Shop
                <ExternalLink aria-hidden className="size-3.5" />
              </a>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function DeleteLookSheet({ look, onClose }: { look: Look; onClose: () => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const deleteLook = useDeleteLook(look);

  async function confirm() {
    try {
      await deleteLook.mutateAsync();
      toast.show('Look deleted', { type: 'success' });
      await navigate({ to: '/profiles/$id', params: { id: look.ownerId }, replace: true });
    } catch {
      // The error shows in the sheet.
    }
  }

  return (
    <Sheet open onOpenChange={(open) => !open && onClose()} title="Delete look?">
      <p className="text-[15px] leading-6 text-ink-muted">
        The look and its pins are removed for good. The products stay in your collections.
      </p>
      {deleteLook.error && (
        <div className="mt-4">
          <Alert tone="error">{formErrorMessage(deleteLook.error)}</Alert>
        </div>
      )}
      <div className="mt-6 flex flex-col gap-2">
        <button
          type="button"
          disabled={deleteLook.isPending}
          onClick={() => void confirm()}
          className={buttonClasses({ variant: 'danger', size: 'lg' })}
        >
          Delete
        </button>
        <button type="button" onClick={onClose} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          Cancel
        </button>
      </div>
    </Sheet>
  );
}
