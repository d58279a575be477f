import { useRouter } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RegistrationStep } from '../../../../auth/registration-draft';
import { AuthHeading } from '../../-components/auth-heading';

const STEPS: readonly RegistrationStep[] = ['username', 'preferences', 'instagram', 'account-type'];

/** The frame of a registration step after the first: back arrow, progress and title. */
export function RegisterStep({
  step,
  title,
  description,
  children,
}: {
  step: RegistrationStep;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const number = STEPS.indexOf(step) + 2;
  return (
    <>
      <div className="mb-6 flex items-center justify-between">
        <button
          type="button"
          aria-label="Back"
          onClick={() => router.history.back()}
          className="-ml-2 flex size-10 items-center justify-center rounded-full text-ink transition hover:bg-sand"
        >
          <ArrowLeft aria-hidden className="size-5" />
        </button>
        <p className="text-xs font-semibold tracking-[0.08em] text-ink-muted uppercase">
          Step {number} of {STEPS.length + 1}
        </p>
        <span className="size-10" />
      </div>
      <AuthHeading title={title}>{description}</AuthHeading>
      {children}
    </>
  );
}
