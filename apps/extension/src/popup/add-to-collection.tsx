import {
  canChoosePrivacy,
  CollectionNameForm,
  productCountLabel,
  truncateName,
  useCardLock,
  VISIBILITY_LABELS,
  visibilityOf,
} from '@stylebook/client';
import type { CollectionCard, CurrentUser, Product } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';
import { appAddress, productPageUrl } from '../config.ts';
import { api } from './api.ts';
import type { PersonCollections } from './person-collections.ts';
import { Alert, buttonClasses, messageOf, TextField } from './ui.tsx';

/**
 * The add-to-collection sheet (docs/product.md §14), after the product is saved: the person's collections,
 * search, new one.
 */
export function AddToCollection({
  user,
  product,
  lists,
}: {
  user: CurrentUser;
  product: Product;
  lists: PersonCollections;
}) {
  const { collections, setCollections } = lists;
  const [memberOfAtFirst] = useState(() => new Set(product.collections.map(({ id }) => id)));
  const [memberOf, setMemberOf] = useState(memberOfAtFirst);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cardLock = useCardLock();

  /** Applied at once and rolled back if the server refuses (docs/product.md §12). */
  async function file(collection: Pick<CollectionCard, 'id'>, add: boolean) {
    if (cardLock.isLocked(collection.id)) return;
    cardLock.lock(collection.id);
    const flip = (member: boolean) =>
      setMemberOf((current) => {
        const next = new Set(current);
        if (member) next.add(collection.id);
        else next.delete(collection.id);
        return next;
      });
    flip(add);
    setError(null);
    try {
      if (add) await api.collections.addProduct(collection.id, product.id);
      else await api.collections.removeProduct(collection.id, product.id);
    } catch (failure) {
      flip(!add);
      setError(messageOf(failure));
    }
  }

  const query = search.trim().toLowerCase();
  const shown = (collections ?? []).filter(({ name }) => name.toLowerCase().includes(query));
  const filedInto = (collections ?? []).filter(({ id }) => memberOf.has(id)).at(-1);
  const cover = product.images[0]?.url;

  return (
    <section className="flex flex-col gap-3" aria-label="Add to collection">
      <Alert tone="info">Saved to Stylebook.</Alert>
      <div className="flex items-center gap-3 rounded-2xl bg-sand/60 p-2.5">
        {cover && <img src={appAddress(cover)} alt="" className="size-12 rounded-xl object-cover" />}
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-[11px] font-bold tracking-[0.09em] uppercase">{product.brand}</span>
          {product.description && (
            <span className="truncate text-sm text-ink-muted">{product.description}</span>
          )}
          {filedInto && (
            <span className="text-[13px]" title={filedInto.name}>
              Saved to {truncateName(filedInto.name)}
            </span>
          )}
        </span>
      </div>
      <h2 className="text-base font-semibold">Add to collection</h2>
      <input
        type="search"
        aria-label="Search collections"
        placeholder="Search collections"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="h-10 w-full rounded-full border border-line bg-surface px-4 text-[15px] placeholder:text-ink-subtle focus:border-ink focus:outline-none"
      />
      {(error ?? lists.error) && <Alert tone="error">{error ?? lists.error}</Alert>}
      {creating ? (
        <NewCollection
          user={user}
          onCancel={() => setCreating(false)}
          onCreated={(collection) => {
            setCreating(false);
            setCollections((current) => [collection, ...(current ?? [])]);
            void file(collection, true);
          }}
        />
      ) : (
        <button
          type="button"
          onClick={() => setCreating(true)}
          className="flex items-center gap-3 rounded-xl p-2 text-left text-[15px] font-semibold hover:bg-sand"
        >
          <span
            aria-hidden
            className="flex size-10 items-center justify-center rounded-xl border border-dashed border-line"
          >
            +
          </span>
          New collection
        </button>
      )}
      <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto">
        {shown.map((collection) => {
          const isMember = memberOf.has(collection.id);
          return (
            <li key={collection.id}>
              <button
                type="button"
                aria-pressed={isMember}
                onClick={() => void file(collection, !isMember)}
                className="flex w-full items-center gap-3 rounded-xl p-2 text-left hover:bg-sand"
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-[15px] font-semibold">{collection.name}</span>
                  <span className="text-[13px] text-ink-muted">
                    {user.role === 'STYLIST'
                      ? VISIBILITY_LABELS[visibilityOf(collection)]
                      : productCountLabel(
                          // The list was read before this product was filed; count what the person did since.
                          collection.productCount +
                            Number(isMember) -
                            Number(memberOfAtFirst.has(collection.id)),
                        )}
                  </span>
                </span>
                <span
                  aria-hidden
                  className={clsx(
                    'flex size-6 items-center justify-center rounded-full border text-xs',
                    isMember ? 'border-ink bg-ink text-canvas' : 'border-line text-transparent',
                  )}
                >
                  ✓
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {collections === null && !lists.error && <p className="text-sm text-ink-muted">Loading collections…</p>}
      <div className="grid grid-cols-2 gap-2">
        <a
          href={productPageUrl(product.id)}
          target="_blank"
          rel="noreferrer"
          className={buttonClasses('outline')}
        >
          View product
        </a>
        <button type="button" onClick={() => window.close()} className={buttonClasses()}>
          Done
        </button>
      </div>
    </section>
  );
}

/**
 * The New Collection sheet (docs/product.md §14): a name, Private unless a stylist makes it public, then
 * 'Create'.
 */
function NewCollection({
  user,
  onCreated,
  onCancel,
}: {
  user: CurrentUser;
  onCreated: (collection: CollectionCard) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mayChoose = canChoosePrivacy(user.role);

  async function create(event: FormEvent) {
    event.preventDefault();
    const parsed = CollectionNameForm.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    try {
      const created = await api.collections.create({
        name: parsed.data.name,
        isPrivate: !(mayChoose && isPublic),
        isPaidSubscriberOnly: false,
      });
      onCreated({ ...created, productCount: 0, previewImageUrls: [] });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void create(event)}
      className="flex flex-col gap-2 rounded-xl border border-line p-3"
    >
      <TextField
        label="Enter collection name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error ?? undefined}
        autoFocus
      />
      {mayChoose ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
          Public (anyone can see it on your profile)
        </label>
      ) : (
        <p className="text-sm text-ink-muted">Private: only you can see it.</p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <button type="button" onClick={onCancel} className={buttonClasses('outline')}>
          Cancel
        </button>
        <button type="submit" disabled={busy} className={buttonClasses()}>
          Create
        </button>
      </div>
    </form>
  );
}
