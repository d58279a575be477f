import { zodResolver } from '@hookform/resolvers/zod';
import type { UserProfileSummary } from '@stylebook/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AccountProfileForm, BIO_MAX_LENGTH } from '../../../../auth/auth-forms';
import { useSession } from '../../../../auth/auth-provider';
import { Alert } from '../../../../components/ui/alert';
import { Avatar } from '../../../../components/ui/avatar';
import { buttonClasses } from '../../../../components/ui/button';
import { PhotoSourcePicker } from '../../../../components/ui/photo-source-picker';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { useToast } from '../../../../components/ui/toast';
import {
  usernameBlocksSubmit,
  usernameFieldMessages,
  useUsernameAvailability,
} from '../../../../components/username-availability';
import { api } from '../../../../lib/api';
import { uploadImage } from '../../../../media/upload';
import { formErrorMessage } from '../../../../lib/form-error';
import { accountEdited, accountSummaryQueryOptions } from '../../../../queries/account';

/** Name, username, bio and website, prefilled from the person's summary. */
export function ProfileForm({ userId }: { userId: string }) {
  const summary = useQuery(accountSummaryQueryOptions(userId));
  if (summary.isPending) return <div aria-hidden className="h-96 animate-pulse rounded-2xl bg-sand" />;
  if (summary.isError) {
    return (
      <Alert tone="error">
        {formErrorMessage(summary.error)}{' '}
        <button type="button" onClick={() => void summary.refetch()} className="font-semibold underline">
          Retry
        </button>
      </Alert>
    );
  }
  return <ProfileFields summary={summary.data} />;
}

type ProfileValues = z.output<typeof AccountProfileForm>;

function ProfileFields({ summary }: { summary: UserProfileSummary }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(AccountProfileForm),
    defaultValues: {
      name: summary.name,
      username: summary.username,
      bio: summary.bio ?? '',
      website: summary.website ?? '',
    },
  });
  const availability = useUsernameAvailability(watch('username'), summary.username);
  const usernameMessages = usernameFieldMessages(availability, errors.username?.message);

  const [choosingPhoto, setChoosingPhoto] = useState(false);

  function adopt(updated: UserProfileSummary) {
    void accountEdited(queryClient, updated);
    session.updateUser({ name: updated.name, username: updated.username, avatarUrl: updated.avatarUrl });
  }

  // The photo saves on its own, like Instagram's: no need to press 'Save changes' for it.
  const changePhoto = useMutation({
    mutationFn: async (file: File | null) =>
      api.users.update(summary.id, { avatarUrl: file ? await uploadImage(file, 'avatar') : null }),
    onSuccess: (updated) => {
      adopt(updated);
      toast.show(updated.avatarUrl ? 'Your photo has been updated' : 'Your photo has been removed', {
        type: 'success',
      });
    },
    onError: (error) => toast.show(formErrorMessage(error), { type: 'error' }),
  });

  const save = useMutation({
    mutationFn: (values: ProfileValues) => api.users.update(summary.id, values),
    onSuccess: (updated) => {
      adopt(updated);
      reset({
        name: updated.name,
        username: updated.username,
        bio: updated.bio ?? '',
        website: updated.website ?? '',
      });
      toast.show('Your profile has been saved', { type: 'success' });
    },
  });

  const submit = handleSubmit((values) => {
    if (!usernameBlocksSubmit(availability)) save.mutate(values);
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <Avatar url={summary.avatarUrl} size={72} />
        <div className="min-w-0">
          <p className="truncate text-[15px] font-semibold text-ink">@{summary.username}</p>
          <p className="text-[13px] text-ink-muted">
            {summary.role === 'STYLIST' ? 'Stylist' : 'Shopper'} account
          </p>
          <button
            type="button"
            onClick={() => setChoosingPhoto(true)}
            disabled={changePhoto.isPending}
            className="mt-1 text-sm font-semibold text-ink underline-offset-4 hover:underline disabled:opacity-60"
          >
            {changePhoto.isPending ? 'Uploading...' : 'Change photo'}
          </button>
        </div>
      </div>
      <PhotoSourcePicker
        open={choosingPhoto}
        onOpenChange={setChoosingPhoto}
        title="Profile photo"
        camera="user"
        onPick={(file) => changePhoto.mutate(file)}
        onRemove={summary.avatarUrl ? () => changePhoto.mutate(null) : undefined}
      />
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={usernameMessages.error}
        hint={usernameMessages.hint}
        {...register('username')}
      />
      <TextAreaField
        label="Bio"
        rows={3}
        maxLength={BIO_MAX_LENGTH}
        placeholder="A line about your style"
        error={errors.bio?.message}
        {...register('bio')}
      />
      <TextField
        label="Website"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errors.website?.message}
        {...register('website')}
      />
      {save.isError && <Alert tone="error">{formErrorMessage(save.error)}</Alert>}
      <button
        type="submit"
        disabled={!isDirty || save.isPending || usernameBlocksSubmit(availability)}
        className={buttonClasses({ size: 'lg', className: 'self-start' })}
      >
        {save.isPending ? 'Saving...' : 'Save changes'}
      </button>
    </form>
  );
}
