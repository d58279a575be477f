import { Outlet, createFileRoute } from '@tanstack/react-router';
import { Wordmark } from '../components/ui/wordmark';

/** The auth screens of docs/product.md §14: focused pages with the wordmark and no navigation. */
export const Route = createFileRoute('/_auth')({
  component: AuthLayout,
});

function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col items-center px-5 py-10 md:py-16">
      <Wordmark className="text-3xl" />
      <div className="mt-10 w-full max-w-sm text-center">
        <Outlet />
      </div>
    </div>
  );
}
