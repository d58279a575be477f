import { useQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { Images } from 'lucide-react';
import { requireSignedIn } from '../../auth/require-signed-in';
import { Screen } from '../../components/screen';
import { buttonClasses } from '../../components/ui/button';
import { archivedCollectionsQueryOptions, useUnarchiveCollection } from '../../queries/collections';
import { productCountLabel } from '@stylebook/client';

export const Route = createFileRoute('/settings/archive')({
  beforeLoad: requireSignedIn,
  component: ArchiveScreen,
});

function ArchiveScreen() {
  const { data, isPending } = useQuery(archivedCollectionsQueryOptions());
  const unarchive = useUnarchiveCollection();
  const collections = data?.collections ?? [];

  return (
    <Screen
      title="Archive"
      description="Collections you have archived. Restore them to show them on your profile again."
      backFallback="/settings"
    >
      {isPending ? (
        <p className="text-[15px] text-ink-muted">Loading…</p>
      ) : collections.length === 0 ? (
        <p className="text-[15px] text-ink-muted">No archived collections.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {collections.map((collection) => {
            const cover = collection.coverImageUrl ?? collection.previewImageUrls[0];
            return (
              <li
                key={collection.id}
                className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-2.5"
              >
                <Link
                  to="/collections/$id"
                  params={{ id: collection.id }}
                  className="flex min-w-0 flex-1 items-center gap-3"
                >
                  <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-sand text-ink-subtle">
                    {cover ? (
                      <img src={cover} alt="" className="size-full object-cover" />
                    ) : (
                      <Images aria-hidden className="size-5" />
                    )}
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate text-[15px] font-semibold">{collection.name}</span>
                    <span className="text-[13px] text-ink-muted">
                      {productCountLabel(collection.productCount)}
                    </span>
                  </span>
                </Link>
                <button
                  type="button"
                  onClick={() => unarchive.mutate(collection.id)}
                  className={buttonClasses({ variant: 'outline', className: 'shrink-0' })}
                >
                  Unarchive
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Screen>
  );
}
