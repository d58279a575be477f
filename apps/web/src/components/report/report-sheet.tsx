import { REPORT_DETAILS_MAX_LENGTH, type ReportReason, type ReportTargetType } from '@stylebook/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api';
import { formErrorMessage } from '../../lib/form-error';
import { buttonClasses } from '../ui/button';
import { ChoiceCards, type Choice } from '../ui/choice-cards';
import { TextAreaField } from '../ui/field';
import { Sheet } from '../ui/sheet';
import { useToast } from '../ui/toast';

export const REPORT_THANKS = "Thanks — we'll take a look";

const REASONS: ReadonlyArray<Choice<ReportReason>> = [
  { value: 'spam', label: 'Spam', description: 'Advertising, repeated posts or misleading links' },
  { value: 'scam', label: 'Scam or fraud', description: 'Asks for money or details under false pretences' },
  { value: 'counterfeit', label: 'Counterfeit', description: 'Sells fakes or copies of a brand' },
  { value: 'harassment', label: 'Harassment', description: 'Bullies, threatens or targets someone' },
  { value: 'hate', label: 'Hate', description: 'Attacks people for who they are' },
  { value: 'nudity', label: 'Nudity', description: 'Sexual or explicit content' },
  { value: 'other', label: 'Something else', description: 'Tell us in the details' },
];

export interface ReportTarget {
  type: ReportTargetType;
  id: string;
  /** How the sheet names what is reported, e.g. "this product". */
  noun: string;
}

/** The Report sheet (docs/product.md §20): a reason, optional details, then the moderators' queue. */
export default function ReportSheet({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const toast = useToast();
  const [reason, setReason] = useState<ReportReason>();
  const [details, setDetails] = useState('');
  const send = useMutation({
    mutationFn: () =>
      api.reports.create({ targetType: target.type, targetId: target.id, reason: reason!, details }),
    onSuccess: () => {
      toast.show(REPORT_THANKS, { type: 'success' });
      onClose();
    },
  });
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title="Report"
      footer={
        <button
          type="submit"
          form="report-form"
          disabled={!reason || send.isPending}
          className={buttonClasses({ size: 'lg', className: 'w-full' })}
        >
          {send.isPending ? 'Sending…' : 'Send report'}
        </button>
      }
    >
      <form
        id="report-form"
        className="flex flex-col gap-5 pb-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason) send.mutate();
        }}
      >
        <p className="text-sm text-ink-muted">
          Why are you reporting {target.noun}? Only the moderators see your report.
        </p>
        <ChoiceCards
          legend="Reason"
          name="report-reason"
          options={REASONS}
          value={reason}
          onChange={setReason}
        />
        <TextAreaField
          label="Details (optional)"
          value={details}
          maxLength={REPORT_DETAILS_MAX_LENGTH}
          onChange={(event) => setDetails(event.target.value)}
          error={send.error ? formErrorMessage(send.error) : undefined}
        />
      </form>
    </Sheet>
  );
}
