import { redirect } from '@tanstack/react-router';
import type { ParsedLocation } from '@tanstack/react-router';
import type { RouterContext } from '../router';

/**
 * A route's `beforeLoad` for screens of one's own account: once the auth state is known, a signed-out
 * visitor goes to /login and comes back here afterwards.
 */
export async function requireSignedIn({
  context,
  location,
}: {
  context: RouterContext;
  location: ParsedLocation;
}) {
  const auth = await context.auth.whenResolved();
  if (auth.status !== 'signedIn') {
    throw redirect({ to: '/login', search: { returnToPath: location.href }, replace: true });
  }
}
