import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import type { JobPasses } from '../../lib/job-passes.ts';
import { logFailure } from '../../lib/outage-log.ts';
import { backoffSeconds, withJitter } from '../../lib/retry-backoff.ts';
import {
  claimDueMail,
  markMailFailed,
  markMailForRetry,
  markMailSent,
  readOutboxCounts,
  type ClaimedMail,
  type OutboxCounts,
} from './mail.outbox.ts';

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

/** nodemailer's time limits, in milliseconds. */
export interface SmtpTimeLimits {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

/**
 * Seconds, not nodemailer's defaults (2 minutes to connect, 30 s for the greeting, 10 minutes of silence):
 * a server that hangs fails the send soon, and the mail is retried later like any temporary failure.
 */
export const SMTP_TIME_LIMITS: SmtpTimeLimits = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

export function smtpTransport(
  smtpUrl: string,
  from: string,
  timeLimits: SmtpTimeLimits = SMTP_TIME_LIMITS,
): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...timeLimits });
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

/** Mail tried this many times without a permanent answer is given up on (about an hour of retries). */
export const MAX_ATTEMPTS = 8;
/** The wait after the first temporary failure, doubled after each one after it, never more than the cap. */
const RETRY_BASE_SECONDS = 30;
const RETRY_CAP_SECONDS = 60 * 60;
/**
 * A claimed mail is not given to another process for this long: well over one send within the SMTP time
 * limits, so only a process that died mid-send loses its mail to another.
 */
const SEND_LEASE_SECONDS = 5 * 60;
const POLL_MS = 5_000;

/**
 * An answer the SMTP server means for good (5xx: no such user, message refused), which retrying cannot
 * change. A refused login (EAUTH) is the server's settings, not this mail's fault, so it is retried.
 */
function isPermanentRefusal(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && code !== 'EAUTH';
}

/** What this process's delivery did since it started, and what the outbox holds (every process's). */
export interface MailDeliveryStats {
  readonly sent: number;
  /** Mail given up on: refused for good, or failed on its last attempt. */
  readonly failed: number;
  /** Temporary failures, each followed by a wait. */
  readonly retried: number;
  outbox(): Promise<OutboxCounts>;
}

/**
 * Sends queued mail (docs/decisions.md, "Mail delivery outside transactions"): each mail is claimed in a
 * statement of its own, sent outside any transaction, and its result recorded in another, so a slow SMTP
 * server holds no connection and no lock. `wake()` after a commit delivers at once; a slow poll picks up
 * retries that came due and mail a dead process left leased.
 */
export function startMailDelivery(
  db: Db,
  transport: MailTransport,
  log: FastifyBaseLogger,
  passes: JobPasses,
) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const counts = { sent: 0, failed: 0, retried: 0 };

  async function failed(mail: ClaimedMail, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    const permanent = isPermanentRefusal(error);
    if (permanent || mail.attempts >= MAX_ATTEMPTS) {
      await markMailFailed(db, mail.id, reason);
      counts.failed++;
      log.warn(
        { mailId: mail.id, attempts: mail.attempts, reason },
        permanent ? 'mail refused for good; not retried' : 'mail failed on its last attempt; given up',
      );
      return;
    }
    const waitSeconds = withJitter(backoffSeconds(RETRY_BASE_SECONDS, mail.attempts, RETRY_CAP_SECONDS));
    await markMailForRetry(db, mail.id, reason, waitSeconds);
    counts.retried++;
    log.info(
      { mailId: mail.id, attempts: mail.attempts, reason, waitSeconds },
      'mail delivery failed; retrying',
    );
  }

  // Counted as the mail job in the metrics (runs, failures, lag).
  const deliverDue = passes.counted('mail delivery', POLL_MS / 1000, async () => {
    while (!stopped) {
      const mail = await claimDueMail(db, SEND_LEASE_SECONDS);
      if (!mail) return;
      try {
        await transport.send(mail);
      } catch (error) {
        await failed(mail, error);
        continue;
      }
      await markMailSent(db, mail.id);
      counts.sent++;
    }
  });

  function wake(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue().catch((error: unknown) => logFailure(log, error, 'mail delivery failed'));
      } while (again && !stopped);
      running = null;
    })();
    return running;
  }

  const timer = setInterval(() => void wake(), POLL_MS);
  timer.unref();

  const stats: MailDeliveryStats = {
    get sent() {
      return counts.sent;
    },
    get failed() {
      return counts.failed;
    },
    get retried() {
      return counts.retried;
    },
    outbox: () => readOutboxCounts(db),
  };

  return {
    wake,
    stats,
    /** Waits for the send under way, if any, and starts no other. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type MailDelivery = ReturnType<typeof startMailDelivery>;
