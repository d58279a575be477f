import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../components/screen';
import { extensionAuthCheckSearch } from '../lib/search-params';

export const Route = createFileRoute('/extension-auth-check')({
  validateSearch: extensionAuthCheckSearch,
  component: ExtensionAuthCheckScreen,
});

function ExtensionAuthCheckScreen() {
  return (
    <Screen
      title="Connecting the extension"
      description="Checking your sign-in so the Stylebook browser extension can save products for you."
    />
  );
}
