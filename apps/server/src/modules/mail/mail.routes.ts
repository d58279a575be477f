import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { unknownRoute } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { isFromThisMachine } from '../../lib/networks.ts';
import { listRecentMail } from './mail.outbox.ts';

const MailboxEntry = z.object({
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string().nullable(),
});

/**
 * The embedded mode's mailbox: what the app would have mailed, newest first. Registered only when there is
 * no SMTP server and the app is not in production, because it shows every sign-in code; and it answers
 * only this machine, whatever interface the app listens on.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', async (request) => {
    if (!isFromThisMachine(request)) throw unknownRoute(request);
  });

  const recent = async () =>
    (await listRecentMail(db, 100)).map((mail) => ({
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      sentAt: (mail.sentAt ?? mail.createdAt).toISOString(),
    }));

  app.get(
    '/dev/mailbox.json',
    { config: { access: 'public' }, schema: { hide: true, response: { 200: z.array(MailboxEntry) } } },
    recent,
  );

  app.get(
    '/dev/mailbox',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const mails = await recent();
      const items = mails
        .map(
          (
            mail,
          ) => `<article><h2>${escapeHtml(mail.subject)}</h2><p class="meta">to ${escapeHtml(mail.to)}${mail.replyTo ? ` · reply to ${escapeHtml(mail.replyTo)}` : ''} · ${escapeHtml(mail.sentAt ?? '')}</p>
<pre>${escapeHtml(mail.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Mailbox · Stylebook</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:24px auto;padding:0 16px;color:#1c1917}article{border:1px solid #e7e5e4;border-radius:12px;padding:16px;margin:12px 0}h2{font-size:16px;margin:0}.meta{color:#78716c;font-size:13px}pre{white-space:pre-wrap;font:14px/1.5 system-ui,sans-serif}</style></head>
<body><h1>Mailbox</h1><p class="meta">Embedded mode: mail is stored here instead of being sent. Set SMTP_URL to send it.</p>${items || '<p>No mail yet.</p>'}</body></html>`,
        );
    },
  );
};
