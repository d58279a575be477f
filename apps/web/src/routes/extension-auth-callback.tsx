import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../components/screen';
import { extensionAuthCallbackSearch } from '../lib/search-params';

export const Route = createFileRoute('/extension-auth-callback')({
  validateSearch: extensionAuthCallbackSearch,
  component: ExtensionAuthCallbackScreen,
});

function ExtensionAuthCallbackScreen() {
  return (
    <Screen
      title="Connecting the extension"
      description="Handing your sign-in over to the Stylebook browser extension."
    />
  );
}
