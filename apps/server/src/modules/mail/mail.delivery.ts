import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { lockPendingMail, markMailFailed, markMailSent } from './mail.outbox.ts';
import type { JobPasses } from '../../lib/job-passes.ts';
import { logFailure } from '../../lib/outage-log.ts';

export interface OutgoingMail {
  to: string;
  /** Where the recipient's answer goes, when not to the sender (MAIL_FROM). */
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string> | null;
}

export interface MailTransport {
  /** True when mail only lands in the outbox (embedded mode): /dev/mailbox then shows it. */
  readonly embedded: boolean;
  send(mail: OutgoingMail): Promise<void>;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    embedded: false,
    async send({ to, replyTo, subject, text, html, headers }) {
      await transporter.sendMail({
        from,
        to,
        ...(replyTo && { replyTo }),
        subject,
        text,
        html,
        ...(headers && { headers }),
      });
    },
  };
}

/** Embedded mode: the outbox row is the delivery; the log says a mail exists, never what it says (codes). */
export function outboxOnlyTransport(log: FastifyBaseLogger, mailboxUrl: string): MailTransport {
  return {
    embedded: true,
    async send(mail) {
      log.info({ to: mail.to, subject: mail.subject }, `mail stored; read it at ${mailboxUrl}`);
    },
  };
}

const MAX_ATTEMPTS = 5;
const POLL_MS = 5_000;

/**
 * Sends queued mail. `wake()` after a commit delivers at once; a slow poll picks up anything left behind
 * (a crash between commit and send, a transient SMTP failure).
 */
export function startMailDelivery(
  db: Db,
  transport: MailTransport,
  log: FastifyBaseLogger,
  passes: JobPasses,
) {
  let running: Promise<void> | null = null;
  let again = false;

  const deliverBatch = passes.counted('mail delivery', POLL_MS / 1000, async () => {
    await db.transaction(async (tx) => {
      const pending = await lockPendingMail(tx, 20);
      for (const mail of pending) {
        if (mail.attempts >= MAX_ATTEMPTS) continue;
        try {
          await transport.send(mail);
          await markMailSent(tx, mail.id);
        } catch (error) {
          log.warn({ err: error, mailId: mail.id }, 'mail delivery failed');
          await markMailFailed(tx, mail.id, error instanceof Error ? error.message : String(error));
        }
      }
    });
  });

  function wake(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await deliverBatch().catch((error: unknown) => logFailure(log, error, 'mail delivery batch failed'));
      } while (again);
      running = null;
    })();
    return running;
  }

  const timer = setInterval(() => void wake(), POLL_MS);
  timer.unref();

  return {
    wake,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export type MailDelivery = ReturnType<typeof startMailDelivery>;
