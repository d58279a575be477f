import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';

export const Route = createFileRoute('/settings/archive')({
  component: ArchiveScreen,
});

function ArchiveScreen() {
  return (
    <Screen
      title="Archive"
      description="Collections you have archived. Restore them to show them on your profile again."
    />
  );
}
