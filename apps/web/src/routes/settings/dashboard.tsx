import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCurrentUser } from '../../auth/auth-provider';
import { requireSignedIn } from '../../auth/require-signed-in';
import { Screen } from '../../components/screen';
import { dashboardSearch } from '../../lib/search-params';
import { BecomeAStylist } from './-components/dashboard/become-a-stylist';
import { StylistDashboard } from './-components/dashboard/stylist-dashboard';

export const Route = createFileRoute('/settings/dashboard')({
  validateSearch: dashboardSearch,
  // The last 30 days are the default: /settings/dashboard says so without a parameter.
  search: { middlewares: [stripSearchParams({ range: '30d' })] },
  beforeLoad: requireSignedIn,
  component: DashboardScreen,
});

function DashboardScreen() {
  const auth = useCurrentUser();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!auth.user) return null;

  return (
    <Screen
      title="Dashboard"
      description="Subscribers, earnings, likes, saves and link clicks over time."
      backFallback="/settings"
    >
      {auth.user.role === 'STYLIST' ? (
        <StylistDashboard
          viewerId={auth.user.id}
          search={search}
          onSearchChange={(next) => void navigate({ search: next, replace: true })}
        />
      ) : (
        <BecomeAStylist />
      )}
    </Screen>
  );
}
