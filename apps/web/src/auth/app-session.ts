import { createSession } from './session';

/** The browser's one session. The identity issue passes its transport here to restore and refresh sessions. */
export const appSession = createSession({ storage: window.localStorage });
