import type { CurrentUser } from '@stylebook/contracts';

/**
 * What the popup asks the background worker. The worker owns the session: a refresh it starts finishes
 * even when the popup closes mid-way, so a rotated refresh token is never lost (reusing one would end the
 * whole session).
 */
export type PopupSession =
  | { status: 'signedIn'; user: CurrentUser }
  | {
      status: 'signedOut';
      /** Why the extension is signed out, when it was not by choice (a revoked session, a refused hand-off). */
      notice: string | null;
    };

interface Replies {
  session: PopupSession;
  /** The bearer token for the next request, or null when signed out. */
  token: string | null;
  /** After the API refused a token (401): a fresh one, or null when the session is over. */
  refresh: string | null;
  signIn: null;
  signOut: null;
}

export type WorkerRequest = { [Type in keyof Replies]: { type: Type } }[keyof Replies];
export type WorkerReply<Type extends keyof Replies> =
  { ok: true; value: Replies[Type] } | { ok: false; error: string };

export type WorkerHandlers = { [Type in keyof Replies]: () => Promise<Replies[Type]> };

/** Sends one request to the worker; rejects with the worker's error message. */
export async function askWorker<Type extends keyof Replies>(type: Type): Promise<Replies[Type]> {
  const reply = (await chrome.runtime.sendMessage({ type })) as WorkerReply<Type> | undefined;
  if (!reply) throw new Error('The extension did not answer. Please try again.');
  if (!reply.ok) throw new Error(reply.error);
  return reply.value;
}

export function isWorkerRequest(message: unknown): message is WorkerRequest {
  const type = (message as { type?: unknown } | null)?.type;
  return (
    type === 'session' || type === 'token' || type === 'refresh' || type === 'signIn' || type === 'signOut'
  );
}
