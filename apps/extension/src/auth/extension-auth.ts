import { createSession, identityTransport, type IdentityTransport, type Session } from '@stylebook/client';
import type { ApiClient } from '@stylebook/contracts';
import type { PopupSession, WorkerHandlers } from '../messages.ts';
import { authCheckUrl, newHandOffState, readHandOff } from './hand-off.ts';
import { mirroredStorage, readString, type KeyValueArea } from './storage.ts';

/** The pending hand-off's state: in session storage, so it never outlives the browser session. */
const HAND_OFF_STATE_KEY = 'stylebook.handOffState';
/** Why the extension was signed out, shown once on the signed-out popup. */
const NOTICE_KEY = 'stylebook.signedOutNotice';

export const SESSION_ENDED_NOTICE =
  'You were signed out of the extension (the session ended or was revoked). Please sign in again.';

export interface ExtensionAuthDeps {
  appUrl: string;
  /** Where the refresh token and the sign-out notice persist (chrome.storage.local). */
  local: KeyValueArea;
  /** Where the pending hand-off's state lives (chrome.storage.session). */
  pending: KeyValueArea;
  identity: Pick<ApiClient['identity'], 'refresh' | 'signOut'>;
  tabs: { open(url: string): Promise<void>; close(tabId: number): Promise<void> };
}

/**
 * The extension's sign-in, run in the background worker: the hand-off from the app, the session it starts
 * (the web app's own session logic, stored in chrome.storage), and a signed-out notice when the server
 * ends the session (revoked in account settings).
 */
export function createExtensionAuth({ appUrl, local, pending, identity, tabs }: ExtensionAuthDeps) {
  const transport = identityTransport(identity);
  const noticingTransport: IdentityTransport = {
    async refresh(refreshToken) {
      const tokens = await transport.refresh(refreshToken);
      if (!tokens) await local.set({ [NOTICE_KEY]: SESSION_ENDED_NOTICE });
      return tokens;
    },
    signOut: transport.signOut,
  };
  let started: Promise<Session> | undefined;

  /** Started on first use, not when the worker wakes: it wakes for every tab update in the browser. */
  function session(): Promise<Session> {
    started ??= (async () => {
      const storage = await mirroredStorage(local);
      const created = createSession({ storage, identity: noticingTransport });
      await created.start();
      return created;
    })();
    return started;
  }

  const handlers: WorkerHandlers = {
    async session(): Promise<PopupSession> {
      const state = (await session()).getState();
      if (state.status === 'signedIn') return { status: 'signedIn', user: state.user };
      return { status: 'signedOut', notice: await readString(local, NOTICE_KEY) };
    },
    token: async () => (await session()).getToken(),
    refresh: async () => (await session()).refresh(),
    async signIn() {
      const state = newHandOffState();
      await pending.set({ [HAND_OFF_STATE_KEY]: state });
      await local.remove(NOTICE_KEY);
      await tabs.open(authCheckUrl(appUrl, state));
      return null;
    },
    async signOut() {
      await (await session()).signOut();
      await local.remove(NOTICE_KEY);
      return null;
    },
  };

  /** A tab reached `address`: when it is the app's callback, finishes (or refuses) the hand-off. */
  async function onTabAddress(tabId: number, address: string): Promise<void> {
    const expected = await readString(pending, HAND_OFF_STATE_KEY);
    const handOff = readHandOff(address, appUrl, expected);
    if (!handOff) return;
    if (handOff.status === 'refused') {
      await local.set({ [NOTICE_KEY]: handOff.message });
      // A session handed to nobody would stay live for 90 days: end it.
      if (handOff.strayRefreshToken)
        await transport.signOut(handOff.strayRefreshToken).catch(() => undefined);
      return;
    }
    await pending.remove(HAND_OFF_STATE_KEY);
    // The callback carries tokens only; a refresh brings the person and the token's lifetime with them.
    const tokens = await transport.refresh(handOff.refreshToken);
    if (!tokens) {
      await local.set({ [NOTICE_KEY]: SESSION_ENDED_NOTICE });
      return;
    }
    (await session()).establish(tokens);
    await local.remove(NOTICE_KEY);
    await tabs.close(tabId);
  }

  return { handlers, onTabAddress };
}
