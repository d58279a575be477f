import { redirect } from '@tanstack/react-router';
import type { RegistrationStep } from '../../../../auth/registration-draft';

/**
 * A step's `beforeLoad`: someone arriving without the earlier answers is sent back to give them. The draft
 * store is imported when a step opens, not with the route tree: it checks the stored draft with zod, which
 * the first load of every other page does without (issue 12).
 */
export function requireEarlierSteps(step: RegistrationStep) {
  return async ({ search }: { search: { returnToPath?: string } }) => {
    const { registrationDraft, stepToRedo } = await import('../../../../auth/registration-draft');
    const redo = stepToRedo(registrationDraft.read(), step);
    if (redo) throw redirect({ to: redo, search: { returnToPath: search.returnToPath }, replace: true });
  };
}
