import { useCurrentUser } from '../../auth/auth-provider';
import { formErrorMessage } from '../../lib/form-error';
import { useBlock, type BlockedPerson } from '../../queries/blocks';
import { Alert } from '../ui/alert';
import { buttonClasses } from '../ui/button';
import { Sheet } from '../ui/sheet';

/** What a block does, said before it is done (docs/product.md §20). */
const BLOCK_EXPLANATION =
  "They won't be able to see your profile, products, looks or collections, or follow you, and you won't see theirs. Any follow or paid subscription between you ends; a paid subscription is refunded for the days not used. They won't be told.";

/** The confirmation of a block, from the ⋯ menu of another person's profile. */
export default function BlockSheet({ person, onClose }: { person: BlockedPerson; onClose: () => void }) {
  const auth = useCurrentUser();
  const block = useBlock(auth.user?.id ?? '');
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()} title={`Block @${person.username}?`}>
      <div className="mx-auto flex max-w-sm flex-col gap-4">
        <p className="text-[15px] leading-6 text-ink-muted">{BLOCK_EXPLANATION}</p>
        {block.isError && <Alert tone="error">{formErrorMessage(block.error)}</Alert>}
        <button
          type="button"
          disabled={block.isPending}
          onClick={() => block.mutate(person, { onSuccess: onClose })}
          className={buttonClasses({ variant: 'danger', size: 'lg' })}
        >
          {block.isPending ? 'Blocking…' : 'Block'}
        </button>
        <button type="button" onClick={onClose} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          Cancel
        </button>
      </div>
    </Sheet>
  );
}
