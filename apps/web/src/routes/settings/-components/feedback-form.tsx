import { zodResolver } from '@hookform/resolvers/zod';
import { FEEDBACK_MESSAGE_MAX_LENGTH } from '@stylebook/contracts';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { api } from '../../../lib/api';
import { APP_VERSION_LABEL } from '../../../lib/app-version';
import { formErrorMessage } from '../../../lib/form-error';
import { FeedbackAttachmentField } from './feedback-attachment-field';
import {
  characterCount,
  SignedInFeedbackForm,
  VisitorFeedbackForm,
  type FeedbackValues,
} from './feedback-values';
import { useFeedbackAttachment } from './use-feedback-attachment';

const WAIT_FOR_UPLOAD = 'Please wait for the image to finish uploading.';
const REMOVE_FAILED_UPLOAD = 'The image could not be uploaded. Remove it or choose another before sending.';

/**
 * A message, an optional image and, for a signed-out visitor, where to answer (docs/product.md §18).
 * `accountEmail` is the signed-in person's address, or null when signed out.
 */
export function FeedbackForm({ accountEmail }: { accountEmail: string | null }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  if (sentTo) {
    return (
      <FeedbackSent
        replyTo={sentTo}
        onAgain={() => {
          setSentTo(null);
          setFormKey((key) => key + 1);
        }}
      />
    );
  }
  return <FeedbackFields key={formKey} accountEmail={accountEmail} onSent={setSentTo} />;
}

function FeedbackFields({
  accountEmail,
  onSent,
}: {
  accountEmail: string | null;
  onSent: (replyTo: string) => void;
}) {
  const attachment = useFeedbackAttachment();
  // The image that stopped Send, and what it was doing; the message goes once it moves on or goes.
  const [blockedBy, setBlockedBy] = useState<{ id: string; status: 'uploading' | 'failed' } | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<FeedbackValues>({
    resolver: zodResolver(accountEmail ? SignedInFeedbackForm : VisitorFeedbackForm),
    defaultValues: { message: '', email: '' },
  });
  const send = useMutation({
    mutationFn: ({ message, email }: FeedbackValues) =>
      api.feedback.send({
        message,
        ...(!accountEmail && { email }),
        ...(attachment.state.status === 'ready' && { attachmentUrl: attachment.state.url }),
        appVersion: APP_VERSION_LABEL,
      }),
    onSuccess: (_created, { email }) => onSent(accountEmail ?? email ?? ''),
  });

  const submit = handleSubmit((values) => {
    const { state } = attachment;
    if (state.status === 'uploading' || state.status === 'failed') {
      setBlockedBy({ id: state.id, status: state.status });
    } else send.mutate(values);
  });
  const { state } = attachment;
  const blocked =
    blockedBy && state.status === blockedBy.status && state.id === blockedBy.id
      ? { uploading: WAIT_FOR_UPLOAD, failed: REMOVE_FAILED_UPLOAD }[blockedBy.status]
      : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {!accountEmail && (
        <TextField
          label="Your email"
          type="email"
          autoComplete="email"
          hint="We only use it to reply to you."
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      <TextAreaField
        label="Message"
        rows={8}
        maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
        placeholder="What happened, what you expected, or what you would like to see"
        error={errors.message?.message}
        hint={<MessageCount control={control} />}
        {...register('message')}
      />
      <FeedbackAttachmentField attachment={attachment} />
      {blocked && <Alert tone="error">{blocked}</Alert>}
      {send.isError && <Alert tone="error">{formErrorMessage(send.error)}</Alert>}
      <div className="flex flex-col gap-3">
        <button
          type="submit"
          disabled={send.isPending}
          className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto sm:self-start' })}
        >
          {send.isPending ? 'Sending...' : 'Send'}
        </button>
        {accountEmail && <p className="text-sm text-ink-muted">We will reply to {accountEmail}.</p>}
      </div>
    </form>
  );
}

/** The counter under the message: it alone re-renders per keystroke, not the form and its image. */
function MessageCount({ control }: { control: Control<FeedbackValues> }) {
  const message = useWatch({ control, name: 'message' });
  return <span className="block text-right tabular-nums">{characterCount(message)}</span>;
}

function FeedbackSent({ replyTo, onAgain }: { replyTo: string; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: bring the person (and their screen reader) to the outcome.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="feedback-sent"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-950"
    >
      <CircleCheck aria-hidden className="size-8 text-emerald-700" />
      <h2
        id="feedback-sent"
        ref={heading}
        tabIndex={-1}
        className="mt-3 text-xl font-semibold focus:outline-none"
      >
        Thank you! Your feedback was sent
      </h2>
      <p className="mt-2 text-[15px] leading-6">
        We read every message. If we have questions, we will write to {replyTo}.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" onClick={onAgain} className={buttonClasses({ variant: 'outline' })}>
          Write another message
        </button>
        <Link to="/" className={buttonClasses({ variant: 'ghost' })}>
          Go to Featured
        </Link>
      </div>
    </section>
  );
}
