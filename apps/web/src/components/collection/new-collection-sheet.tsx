import { zodResolver } from '@hookform/resolvers/zod';
import type { Collection } from '@stylebook/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCurrentUser } from '../../auth/auth-provider';
import { logFailure } from '../../lib/api';
import { useCreateCollection } from '../../queries/collections';
import { buttonClasses } from '../ui/button';
import { TextField } from '../ui/field';
import { Sheet } from '../ui/sheet';
import { CollectionNameForm } from '@stylebook/client';
import { PrivacyChoice } from './privacy-choice';
import { canChoosePrivacy } from '@stylebook/client';
import type { Visibility } from '@stylebook/client';

/**
 * docs/product.md §4: paid-only is chosen later, on the details screen; a new collection is Private or
 * Public.
 */
const NEW_COLLECTION_CHOICES: ReadonlyArray<Visibility> = ['private', 'public'];

interface NewCollectionSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from inside another sheet (the add-to-collection sheet). */
  nested?: boolean;
  onCreated: (collection: Collection) => void;
}

/**
 * The New Collection sheet (docs/product.md §14): a name, a privacy choice, Create. A failure is only logged
 * (docs/product.md §16).
 */
export function NewCollectionSheet({ open, onOpenChange, nested, onCreated }: NewCollectionSheetProps) {
  const auth = useCurrentUser();
  const role = auth.user?.role ?? 'USER';
  const createCollection = useCreateCollection();
  const [visibility, setVisibility] = useState<Visibility>('private');
  const form = useForm<CollectionNameForm, unknown, z.output<typeof CollectionNameForm>>({
    resolver: zodResolver(CollectionNameForm),
    defaultValues: { name: '' },
  });

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      const collection = await createCollection.mutateAsync({
        name,
        isPrivate: !canChoosePrivacy(role) || visibility === 'private',
        isPaidSubscriberOnly: false,
      });
      form.reset();
      setVisibility('private');
      onCreated(collection);
    } catch (error) {
      logFailure(error);
    }
  });

  return (
    <Sheet open={open} onOpenChange={onOpenChange} nested={nested} title="New Collection">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5 pt-1">
        <TextField
          label="Enter collection name"
          autoComplete="off"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <PrivacyChoice
          role={role}
          options={NEW_COLLECTION_CHOICES}
          value={visibility}
          onChange={setVisibility}
        />
        <button
          type="submit"
          disabled={form.formState.isSubmitting}
          className={buttonClasses({ size: 'lg' })}
        >
          Create
        </button>
      </form>
    </Sheet>
  );
}
