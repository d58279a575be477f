import type { CreateFeedbackBody, FeedbackCreated } from '@stylebook/contracts';
import { FEEDBACK_EMAIL_REQUIRED } from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import { badRequest, unauthenticated } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { enqueueMail } from '../mail/mail.outbox.ts';
import { feedbackMail } from '../mail/mail.templates.ts';
import type { FeedbackRepository } from './feedback.repository.ts';

export interface FeedbackServiceDeps {
  db: Db;
  repository: FeedbackRepository;
  /** Checks the attachment is an image this sender uploaded through the feedback presign (media claim). */
  claimAttachment: (ownerId: string | null, url: string) => Promise<void>;
  /** SUPPORT_EMAIL: where every piece of feedback is mailed. */
  supportEmail: string;
  /** Makes the attachment link in the mail absolute. */
  publicOrigin: string;
  mailQueued: () => void;
}

/** What the request itself says about the sender's browser. */
export interface FeedbackClient {
  userAgent: string | undefined;
}

/** A header is the client's to write: kept short and printable before it reaches a table and a mail. */
const USER_AGENT_MAX_LENGTH = 500;
function cleanUserAgent(value: string | undefined): string | null {
  const printable = value
    ?.replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, USER_AGENT_MAX_LENGTH);
  return printable || null;
}

export function createFeedbackService({
  db,
  repository,
  claimAttachment,
  supportEmail,
  publicOrigin,
  mailQueued,
}: FeedbackServiceDeps) {
  return {
    /**
     * Stores the feedback and queues its mail to support in one transaction, so neither exists alone. A
     * signed-in person is answered at their account's email; a signed-out visitor at the one they gave.
     */
    async send(
      actor: Actor | null,
      body: CreateFeedbackBody,
      client: FeedbackClient,
    ): Promise<FeedbackCreated> {
      const sender = actor && (await repository.findSender(actor.userId));
      if (actor && !sender) throw unauthenticated('Your session has expired. Please sign in again.');
      const replyTo = sender?.email ?? body.email;
      if (!replyTo) throw badRequest(FEEDBACK_EMAIL_REQUIRED);
      // Before the transaction: the claim reads and re-encodes the whole image.
      if (body.attachmentUrl) await claimAttachment(sender?.id ?? null, body.attachmentUrl);
      const row = {
        userId: sender?.id ?? null,
        replyTo,
        message: body.message,
        attachmentUrl: body.attachmentUrl ?? null,
        appVersion: body.appVersion || null,
        userAgent: cleanUserAgent(client.userAgent),
      };
      const id = await db.transaction(async (tx) => {
        const stored = await repository.insert(row, tx);
        const mail = feedbackMail({
          feedbackId: stored.id,
          message: row.message,
          sender,
          replyTo,
          attachmentUrl: row.attachmentUrl && `${publicOrigin}${row.attachmentUrl}`,
          appVersion: row.appVersion,
          userAgent: row.userAgent,
          sentAt: stored.createdAt,
        });
        await enqueueMail(tx, { email: supportEmail, userId: null }, mail, { replyTo });
        return stored.id;
      });
      mailQueued();
      return { id };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
