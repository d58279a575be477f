/**
 * A real SMTP peer for the end-to-end run: the server's mail goes over SMTP to this loopback server, which
 * parses each message with mailparser and keeps it in memory. Test workers are separate processes, so they
 * read the mail over a small loopback HTTP endpoint:
 *
 *   GET /messages?to=<email>[&subject=<part>][&since=<ms>][&wait=<ms>]
 *
 * answers a JSON array of {to, replyTo, subject, text, html, listUnsubscribe, listUnsubscribePost, receivedAt}, oldest first. With `wait` the request is
 * held until at least one message matches or the wait runs out, so tests wait on mail without sleeping.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  /** The Reply-To address, or null when the mail has none. */
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** The List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058) as sent, or null without them. */
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
  /** Epoch milliseconds. */
  receivedAt: number;
}

/** A header's value as the sender wrote it (mailparser turns list headers into objects). */
const rawHeader = (lines: readonly { key: string; line: string }[], key: string) => {
  const line = lines.find((candidate) => candidate.key === key)?.line;
  return line
    ? line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n\s+/g, ' ')
        .trim()
    : null;
};

interface MailQuery {
  to: string;
  subject: string;
  since: number;
}

const MAX_WAIT_MS = 30_000;

export async function startMailPeer(options: { smtpPort: number; httpPort: number; host?: string }) {
  const host = options.host ?? '127.0.0.1';
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();

  const matching = (query: MailQuery) =>
    messages.filter(
      (mail) =>
        mail.to === query.to &&
        mail.subject.toLowerCase().includes(query.subject) &&
        mail.receivedAt >= query.since,
    );

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const receivedAt = Date.now();
          for (const recipient of session.envelope.rcptTo) {
            messages.push({
              to: recipient.address.toLowerCase(),
              replyTo: parsed.replyTo?.value[0]?.address?.toLowerCase() ?? null,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              listUnsubscribe: rawHeader(parsed.headerLines, 'list-unsubscribe'),
              listUnsubscribePost: rawHeader(parsed.headerLines, 'list-unsubscribe-post'),
              receivedAt,
            });
          }
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });

  const mailbox = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    if (request.method !== 'GET' || url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const query: MailQuery = {
      to: (url.searchParams.get('to') ?? '').toLowerCase(),
      subject: (url.searchParams.get('subject') ?? '').toLowerCase(),
      since: Number(url.searchParams.get('since') ?? 0),
    };
    const wait = Math.min(Number(url.searchParams.get('wait') ?? 0), MAX_WAIT_MS);

    const answer = () => {
      clearTimeout(timer);
      waiters.delete(check);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(matching(query)));
    };
    const check = () => {
      if (matching(query).length > 0) answer();
    };
    const timer = setTimeout(answer, wait);
    waiters.add(check);
    request.on('close', () => {
      clearTimeout(timer);
      waiters.delete(check);
    });
    check();
  });

  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort, host, () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    mailbox.once('error', reject);
    mailbox.listen(options.httpPort, host, () => resolve());
  });

  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    httpPort: (mailbox.address() as AddressInfo).port,
    async close() {
      mailbox.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => mailbox.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}
