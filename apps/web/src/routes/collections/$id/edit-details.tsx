import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import type { Collection, CurrentUser } from '@stylebook/contracts';
import { ArrowLeft, Archive, ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCurrentUser } from '../../../auth/auth-provider';
import { requireSignedIn } from '../../../auth/require-signed-in';
import { CollectionNameForm } from '@stylebook/client';
import { PrivacyChoice } from '../../../components/collection/privacy-choice';
import { canChoosePrivacy, privacyFlags, visibilityOf } from '@stylebook/client';
import type { Visibility } from '@stylebook/client';
import { buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PhotoSourcePicker } from '../../../components/ui/photo-source-picker';
import { Sheet } from '../../../components/ui/sheet';
import { useToast } from '../../../components/ui/toast';
import { formErrorMessage } from '../../../lib/form-error';
import { uploadImage } from '../../../media/upload';
import {
  collectionQueryOptions,
  useArchiveCollection,
  useDeleteCollection,
  useUpdateCollection,
} from '../../../queries/collections';
import { CollectionNotAvailable } from '../-components/collection-not-available';
import { loadCollection } from '../-components/load-collection';

export const Route = createFileRoute('/collections/$id/edit-details')({
  beforeLoad: requireSignedIn,
  loader: ({ context: { queryClient }, params: { id } }) => loadCollection(queryClient, id),
  notFoundComponent: CollectionNotAvailable,
  component: EditCollectionDetailsScreen,
});

const ALL_CHOICES: ReadonlyArray<Visibility> = ['private', 'public', 'paid'];

function EditCollectionDetailsScreen() {
  const { id } = Route.useParams();
  const { data: collection } = useSuspenseQuery(collectionQueryOptions(id));
  const auth = useCurrentUser();
  if (!auth.user || auth.user.id !== collection.ownerId) return <CollectionNotAvailable />;
  return <DetailsEditor collection={collection} user={auth.user} />;
}

/** Name, privacy and cover (docs/product.md §4); Archive and Delete after a confirmation. */
function DetailsEditor({ collection, user }: { collection: Collection; user: CurrentUser }) {
  const navigate = useNavigate();
  const toast = useToast();
  const updateCollection = useUpdateCollection(collection.id);
  const [visibility, setVisibility] = useState<Visibility>(visibilityOf(collection));
  const [cover, setCover] = useState<{ url: string | null; changed: boolean }>({
    url: collection.coverImageUrl,
    changed: false,
  });
  const [uploading, setUploading] = useState(false);
  const [picking, setPicking] = useState(false);
  const form = useForm<CollectionNameForm, unknown, z.output<typeof CollectionNameForm>>({
    resolver: zodResolver(CollectionNameForm),
    defaultValues: { name: collection.name },
  });

  async function pickCover(file: File) {
    setUploading(true);
    try {
      setCover({ url: await uploadImage(file, 'collectionCover'), changed: true });
    } catch (error) {
      toast.show(formErrorMessage(error), { type: 'error' });
    } finally {
      setUploading(false);
    }
  }

  const save = form.handleSubmit(async ({ name }) => {
    const chosen = canChoosePrivacy(user.role) ? visibility : 'private';
    try {
      await updateCollection.mutateAsync({
        name,
        ...privacyFlags(chosen),
        ...(cover.changed ? { coverImageUrl: cover.url } : {}),
      });
      void navigate({ to: '/collections/$id', params: { id: collection.id } });
    } catch {
      // The optimistic update has been rolled back and the error shown; the form stays for another try.
    }
  });

  return (
    <div className="mx-auto max-w-xl px-5 pt-6 pb-12 md:px-10 md:pt-12">
      <Link
        to="/collections/$id/edit"
        params={{ id: collection.id }}
        aria-label="Back"
        className="-ml-2 mb-4 flex size-10 items-center justify-center rounded-full text-ink transition hover:bg-sand"
      >
        <ArrowLeft aria-hidden className="size-5" />
      </Link>
      <h1 className="font-display text-3xl font-semibold tracking-tight">Collection details</h1>

      <form noValidate onSubmit={(event) => void save(event)} className="mt-8 flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">Cover</span>
          <button
            type="button"
            onClick={() => setPicking(true)}
            disabled={uploading}
            aria-label="Change cover"
            className="relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-2xl border border-dashed border-line bg-sand text-ink-muted"
          >
            {cover.url ? (
              <img src={cover.url} alt="" className="size-full object-cover" />
            ) : (
              <span className="flex flex-col items-center gap-2 text-sm">
                <ImagePlus aria-hidden className="size-7" />
                Add a cover
              </span>
            )}
            {uploading && (
              <span className="absolute inset-0 flex items-center justify-center bg-canvas/60">
                <LoaderCircle aria-hidden className="size-7 animate-spin text-ink" />
              </span>
            )}
          </button>
        </div>
        <TextField
          label="Name"
          autoComplete="off"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <PrivacyChoice role={user.role} options={ALL_CHOICES} value={visibility} onChange={setVisibility} />
        <button
          type="submit"
          disabled={uploading || form.formState.isSubmitting}
          className={buttonClasses({ size: 'lg' })}
        >
          Save
        </button>
      </form>

      <DangerZone collection={collection} ownerId={user.id} />

      <PhotoSourcePicker
        open={picking}
        onOpenChange={setPicking}
        title="Collection cover"
        onPick={(file) => void pickCover(file)}
        onRemove={cover.url ? () => setCover({ url: null, changed: true }) : undefined}
      />
    </div>
  );
}

type Confirming = 'archive' | 'delete' | null;

const CONFIRMATIONS = {
  archive: {
    title: 'Archive collection?',
    text: 'It leaves your profile. You can restore it from Settings › Archive.',
    action: 'Archive',
  },
  delete: {
    title: 'Delete collection?',
    text: 'The collection is deleted for good. The products in it are kept.',
    action: 'Delete',
  },
} as const;

function DangerZone({ collection, ownerId }: { collection: Collection; ownerId: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const archive = useArchiveCollection(collection.id);
  const remove = useDeleteCollection(collection.id);
  const [confirming, setConfirming] = useState<Confirming>(null);

  async function confirm(action: 'archive' | 'delete') {
    try {
      await (action === 'archive' ? archive.mutateAsync() : remove.mutateAsync());
      setConfirming(null);
      void navigate({ to: '/profiles/$id', params: { id: ownerId }, replace: true });
    } catch (error) {
      toast.show(formErrorMessage(error), { type: 'error' });
    }
  }

  const shown = confirming && CONFIRMATIONS[confirming];
  return (
    <section className="mt-10 flex flex-col gap-3 border-t border-line pt-6">
      <button
        type="button"
        onClick={() => setConfirming('archive')}
        className={buttonClasses({ variant: 'outline', size: 'lg' })}
      >
        <Archive aria-hidden className="size-4" />
        Archive
      </button>
      <button
        type="button"
        onClick={() => setConfirming('delete')}
        className={buttonClasses({ variant: 'danger', size: 'lg' })}
      >
        <Trash2 aria-hidden className="size-4" />
        Delete
      </button>
      <Sheet
        open={confirming !== null}
        onOpenChange={(open) => open || setConfirming(null)}
        title={shown ? shown.title : ''}
      >
        {confirming && shown && (
          <div className="flex flex-col gap-4 pt-1">
            <p className="text-[15px] leading-6 text-ink-muted">{shown.text}</p>
            <button
              type="button"
              disabled={archive.isPending || remove.isPending}
              onClick={() => void confirm(confirming)}
              className={buttonClasses({
                variant: confirming === 'delete' ? 'danger' : 'primary',
                size: 'lg',
              })}
            >
              {shown.action}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(null)}
              className={buttonClasses({ variant: 'outline', size: 'lg' })}
            >
              Cancel
            </button>
          </div>
        )}
      </Sheet>
    </section>
  );
}
