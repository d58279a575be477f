import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/escape-html.ts';

/**
 * The page a purchase link shows instead of redirecting when its store's host is not the one the product
 * was created with: it names where the link goes and lets the person choose. No script runs on it.
 */
export function leavingPage(reply: FastifyReply, target: { url: string; host: string }, productPath: string) {
  const host = escapeHtml(target.host);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Leaving Stylebook</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0 16px;color:#44403c">
<main style="max-width:28rem">
<h1 style="font-size:1.25rem;color:#1c1917">You're leaving Stylebook for ${host}</h1>
<p style="word-break:break-all">${escapeHtml(target.url)}</p>
<p><a href="${escapeHtml(target.url)}" rel="noreferrer" style="display:inline-block;background:#1c1917;color:#fff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:999px">Continue to ${host}</a></p>
<p><a href="${escapeHtml(productPath)}" style="color:#44403c">Back to Stylebook</a></p>
</main></body></html>`;
  return reply
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('text/html; charset=utf-8')
    .send(html);
}
