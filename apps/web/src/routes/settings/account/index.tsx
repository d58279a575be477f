import { useMutation } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSignOut } from '../../../auth/account-session';
import { useCurrentUser } from '../../../auth/auth-provider';
import { requireSignedIn } from '../../../auth/require-signed-in';
import { Screen } from '../../../components/screen';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { api } from '../../../lib/api';
import { formErrorMessage } from '../../../lib/form-error';
import { SettingsLinks } from '../-components/settings-links';
import { SettingsSection } from '../-components/settings-section';
import { DeleteAccountSheet } from './-components/delete-account-sheet';
import { DownloadData } from './-components/download-data';
import { ProfileForm } from './-components/profile-form';
import { SessionsList } from './-components/sessions-list';

export const Route = createFileRoute('/settings/account/')({
  beforeLoad: requireSignedIn,
  component: AccountScreen,
});

function AccountScreen() {
  const auth = useCurrentUser();
  const navigate = useNavigate();
  const toast = useToast();
  const signOut = useSignOut();
  const [deleting, setDeleting] = useState(false);
  const signOutEverywhere = useMutation({
    mutationFn: () => api.identity.signOutEverywhere(),
    onSuccess: async () => {
      await navigate({ to: '/', replace: true });
      await signOut();
      toast.show("You've been signed out on every device", { type: 'success' });
    },
  });

  // Signing out from here leaves the page; nothing to show in between.
  if (auth.status !== 'signedIn') return null;
  const { user } = auth;

  return (
    <Screen title="Account" description="Your profile, sign-in and devices." backFallback="/settings">
      <div className="flex max-w-xl flex-col gap-10">
        <SettingsSection title="Profile">
          <ProfileForm userId={user.id} />
        </SettingsSection>
        <SettingsSection title="Sign-in">
          <p className="-mt-1 mb-3 text-sm text-ink-muted">{user.email}</p>
          <SettingsLinks
            links={[
              {
                to: '/settings/account/change-password',
                label: 'Change password',
                hint: 'Choose a new password',
              },
            ]}
          />
        </SettingsSection>
        <SettingsSection title="Signed-in devices and extensions">
          <SessionsList />
          {signOutEverywhere.isError && (
            <div className="mt-3">
              <Alert tone="error">{formErrorMessage(signOutEverywhere.error)}</Alert>
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => signOutEverywhere.mutate()}
              disabled={signOutEverywhere.isPending}
              className={buttonClasses({ variant: 'outline' })}
            >
              Sign out everywhere
            </button>
            <Link to="/logout" className={buttonClasses({ variant: 'ghost' })}>
              Log out
            </Link>
          </div>
        </SettingsSection>
        <SettingsSection title="Your data">
          <DownloadData userId={user.id} />
        </SettingsSection>
        <SettingsSection title="Danger zone" danger>
          <p className="mb-4 text-sm leading-6 text-ink-muted">
            Deleting your account removes your profile, collections, looks, products and photos for good.
          </p>
          <button
            type="button"
            onClick={() => setDeleting(true)}
            className={buttonClasses({ variant: 'danger' })}
          >
            Delete account
          </button>
          <DeleteAccountSheet
            open={deleting}
            onOpenChange={setDeleting}
            userId={user.id}
            username={user.username}
          />
        </SettingsSection>
      </div>
    </Screen>
  );
}
