import { notFound, redirect } from '@tanstack/react-router';
import type { ParsedLocation } from '@tanstack/react-router';
import { safeReturnPath } from '../lib/return-path';
import type { RouterContext } from '../router-context';

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

/**
 * A route's `beforeLoad` for the moderators' screens: to anyone else, signed in or not, there is no such page
 * (docs/product.md §20), as the API answers them 404.
 */
export async function requireModerator({ context }: { context: RouterContext }) {
  const auth = await context.auth.whenResolved();
  if (!auth.user?.isModerator) throw notFound();
}

/**
 * A route's `beforeLoad` for the log-in and sign-up forms: a person already signed in has nothing to do
 * there, and goes on to where the form would have sent them.
 */
export async function skipWhenSignedIn({
  context,
  search,
}: {
  context: RouterContext;
  search: { returnToPath?: string };
}) {
  const auth = await context.auth.whenResolved();
  if (auth.status === 'signedIn')
    throw redirect({ href: safeReturnPath(search.returnToPath), replace: true });
}
