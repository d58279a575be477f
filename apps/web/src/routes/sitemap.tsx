import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../components/screen';

export const Route = createFileRoute('/sitemap')({
  component: SitemapScreen,
});

function SitemapScreen() {
  return (
    <Screen title="Sitemap" description="Every public profile and collection on Stylebook, in one list." />
  );
}
