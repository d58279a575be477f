import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '../components/ui/alert';
import { Screen } from '../components/screen';
import { extensionAuthCallbackSearch } from '../lib/search-params';

export const Route = createFileRoute('/extension-auth-callback')({
  validateSearch: extensionAuthCallbackSearch,
  component: ExtensionAuthCallbackScreen,
});

/** The end of the extension hand-off: the extension takes the tokens from this page's address. */
function ExtensionAuthCallbackScreen() {
  const { token, error } = Route.useSearch();
  if (token) {
    return (
      <Screen
        title="Extension connected"
        description="You're signed in to the extension. You can close this tab."
      />
    );
  }
  return (
    <Screen title="Extension not connected" description="The Stylebook extension could not be signed in.">
      <div className="max-w-md">
        <Alert tone="error">{error ?? 'No sign-in was handed over. Start again from the extension.'}</Alert>
      </div>
    </Screen>
  );
}
