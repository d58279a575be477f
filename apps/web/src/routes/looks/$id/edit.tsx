import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { ApiError } from '@stylebook/contracts';
import { isId } from '../../../lib/route-params';
import { useCurrentUser } from '../../../auth/auth-provider';
import { requireSignedIn } from '../../../auth/require-signed-in';
import { Screen } from '../../../components/screen';
import { lookQueryOptions, useUpdateLook } from '../../../queries/looks';
import { LookEditor } from '../-components/look-editor';
import type { LookFormOutput } from '../-components/look-editor';
import { lookProductInputs, pickedFromLook } from '../-components/look-form';
import type { PickedProduct } from '../-components/look-form';
import { LookNotAvailable } from '../-components/look-not-available';

export const Route = createFileRoute('/looks/$id/edit')({
  beforeLoad: requireSignedIn,
  loader: async ({ context: { queryClient }, params: { id } }) => {
    if (!isId(id)) throw notFound();
    try {
      await queryClient.ensureQueryData(lookQueryOptions(id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  notFoundComponent: LookNotAvailable,
  component: EditLookScreen,
});

function EditLookScreen() {
  const { id } = Route.useParams();
  const { data: look } = useSuspenseQuery(lookQueryOptions(id));
  const auth = useCurrentUser();
  const navigate = useNavigate();
  const updateLook = useUpdateLook(id);

  // Only the owner edits a look; the server refuses anyone else as well (docs/product.md §4).
  if (!auth.user || auth.user.id !== look.ownerId) return <LookNotAvailable />;

  async function save({ title, description, coverImageUrl }: LookFormOutput, products: PickedProduct[]) {
    await updateLook.mutateAsync({
      title,
      description: description || null,
      coverImageUrl,
      products: lookProductInputs(products),
    });
    await navigate({ to: '/looks/$id', params: { id }, replace: true });
  }

  return (
    <Screen
      title="Edit look"
      description="Change the cover photo, the title and the tagged products."
      backFallback="/"
    >
      <LookEditor
        userId={auth.user.id}
        initialValues={{
          coverImageUrl: look.coverImageUrl ?? '',
          title: look.title,
          description: look.description ?? '',
        }}
        initialProducts={pickedFromLook(look)}
        submitLabel="Save"
        onSubmit={save}
      />
    </Screen>
  );
}
