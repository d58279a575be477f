import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { requireSignedIn } from '../auth/require-signed-in';
import { Screen } from '../components/screen';
import { api } from '../lib/api';
import { formErrorMessage } from '../lib/form-error';
import { extensionAuthCheckSearch } from '../lib/search-params';
import { useRunOnce } from '../lib/use-run-once';

export const Route = createFileRoute('/extension-auth-check')({
  validateSearch: extensionAuthCheckSearch,
  beforeLoad: requireSignedIn,
  component: ExtensionAuthCheckScreen,
});

/**
 * The extension hand-off (docs/product.md §3): issues the extension a session of its own and hands its tokens
 * over on /extension-auth-callback, where the extension reads them from the address.
 */
function ExtensionAuthCheckScreen() {
  const { state, source } = Route.useSearch();
  const navigate = useNavigate();

  useRunOnce(() => {
    api.identity
      .extensionSession(source)
      .then(({ token, refreshToken }) => ({ token, refreshToken }))
      .catch((error: unknown) => ({ error: formErrorMessage(error) }))
      .then((handOver) =>
        navigate({ to: '/extension-auth-callback', search: { state, source, ...handOver }, replace: true }),
      );
  });

  return (
    <Screen
      title="Connecting the extension"
      description="Checking your sign-in so the Stylebook browser extension can save products for you."
    />
  );
}
