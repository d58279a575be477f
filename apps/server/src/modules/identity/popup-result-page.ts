import { randomBytes } from 'node:crypto';
import type { GooglePopupResult } from '@stylebook/contracts';
import type { FastifyReply } from 'fastify';

/**
 * The page the Google popup ends on: it hands the result to the window that opened it — only if that
 * window is this app's origin — and closes. Its one inline script runs under a per-response nonce.
 */
export function popupResultPage(reply: FastifyReply, appOrigin: string, result: GooglePopupResult) {
  const nonce = randomBytes(16).toString('base64');
  // JSON inside <script> must not be able to close the tag.
  const data = JSON.stringify({ result, origin: new URL(appOrigin).origin }).replace(/</g, '\\u003c');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Stylebook</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;color:#44403c">
<p id="status">${result.type === 'stylebook:google' ? 'Signed in. You can close this window.' : 'Sign-in did not complete. You can close this window.'}</p>
<script type="application/json" id="result">${data}</script>
<script nonce="${nonce}">
const { result, origin } = JSON.parse(document.getElementById('result').textContent);
if (window.opener) { window.opener.postMessage(result, origin); window.close(); }
</script></body></html>`;
  return (
    reply
      .header(
        'Content-Security-Policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'`,
      )
      // The page must stay reachable from its opener after the trip through the provider's origin.
      .header('Cross-Origin-Opener-Policy', 'unsafe-none')
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}
