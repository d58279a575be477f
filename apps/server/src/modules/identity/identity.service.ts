import { randomUUID } from 'node:crypto';
import type { CurrentUser, SessionSummary, SessionTokens } from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, unauthenticated } from '../../lib/errors.ts';
import { createInvalidatedCache, type CacheFeed } from '../../lib/invalidated-cache.ts';
import { enqueueMail } from '../mail/mail.outbox.ts';
import {
  passwordResetMail,
  signInLinkMail,
  verificationMail,
  type MailContent,
} from '../mail/mail.templates.ts';
import {
  newSigningKey,
  type AccessTokenClaims,
  type AccessTokens,
  type SigningKeyRecord,
} from './access-tokens.ts';
import { safeContinuePath } from './continue-url.ts';
import {
  claimRefreshToken,
  consumeCode,
  findAccountByEmail,
  findAccountById,
  findLiveSessionsOf,
  findRefreshToken,
  insertCode,
  insertRefreshToken,
  insertSigningKey,
  listLiveSessions,
  loadSigningKey,
  markEmailVerified,
  revokeAllSessions,
  revokeFamily,
  revokeUserFamily,
  setPasswordHash,
  type AccountRow,
  type CodePurpose,
  type SessionClient,
} from './identity.repository.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { hashSecret, newSecret } from './secrets.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How long each kind of mailed code works (docs/product.md §3). */
const CODE_LIFETIME_MS: Record<CodePurpose, number> = {
  signIn: HOUR_MS,
  resetPassword: HOUR_MS,
  verifyEmail: 3 * DAY_MS,
};
/** A refresh token lives this long after its last use; each refresh extends the session. */
const REFRESH_LIFETIME_MS: Record<SessionClient, number> = { web: 30 * DAY_MS, extension: 90 * DAY_MS };
/**
 * How long a just-rotated refresh token may still be redeemed: two tabs (or a tab and a retry) refreshing
 * with the same token at once are one person, not a thief replaying a copy.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

const invalidCode = () =>
  new AppError(400, 'INVALID_CODE', 'This link is invalid or has expired. Request a new one.');
/** Every way in (password, link, Google, refresh, the extension) issues a session, so one check refuses all. */
const accountSuspended = () => new AppError(403, 'ACCOUNT_SUSPENDED', 'This account has been suspended');
const sessionExpired = () => unauthenticated('Your session has expired. Please sign in again.');

export interface IdentityServiceDeps {
  db: Db;
  accessTokens: AccessTokens;
  publicOrigin: string;
  /** Called after a transaction that queued mail commits, so delivery starts at once. */
  mailQueued: () => void;
  /** Tells when someone's sign-ins or account changed, so live sessions can be cached. */
  feed: CacheFeed;
  /** The accounts that moderate (config's ADMIN_EMAILS), lower case. */
  moderatorEmails: ReadonlySet<string>;
  now?: () => Date;
}

/** What a live session tells of the person behind a request (plugins/auth.ts's Actor). */
export interface LiveSession {
  emailVerified: boolean;
  isModerator: boolean;
}

/** People whose live sign-ins are kept in memory. */
const LIVE_SESSION_CACHE_SIZE = 10_000;

/**
 * The key every API process signs with. The first process to start creates it; a race between two first
 * starts is settled by reading back the oldest key, so all processes agree.
 */
export async function loadOrCreateSigningKey(db: Db): Promise<SigningKeyRecord> {
  const existing = await loadSigningKey(db);
  if (existing) return existing;
  await insertSigningKey(db, await newSigningKey());
  const created = await loadSigningKey(db);
  if (!created) throw new Error('signing key could not be stored');
  return created;
}

export function toCurrentUser(
  account: NonNullable<AccountRow>,
  moderatorEmails: ReadonlySet<string>,
): CurrentUser {
  return {
    id: account.id,
    email: account.email,
    emailVerified: account.emailVerifiedAt !== null,
    username: account.username,
    name: account.name,
    avatarUrl: account.avatarUrl,
    role: account.role,
    isModerator: moderatorEmails.has(account.email.toLowerCase()),
  };
}

export function createIdentityService({
  db,
  accessTokens,
  publicOrigin,
  mailQueued,
  feed,
  moderatorEmails,
  now = () => new Date(),
}: IdentityServiceDeps) {
  /**
   * Each person's live sign-ins, read once per person rather than once per request: the change feed drops
   * them when a refresh token of theirs is issued, rotated or revoked ('session') or their row changes.
   */
  const liveSessions = createInvalidatedCache<LiveSession & { expiries: Map<string, number> }>(feed, {
    name: 'live-sessions',
    max: LIVE_SESSION_CACHE_SIZE,
    keyedBy: ['session', 'user'],
  });

  const link = (path: string, params: Record<string, string>) => {
    const url = new URL(path, publicOrigin);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  };

  async function issueSession(
    userId: string,
    client: SessionClient,
    familyId: string = randomUUID(),
  ): Promise<SessionTokens> {
    const account = await findAccountById(db, userId);
    if (!account) throw sessionExpired();
    if (account.suspendedAt) throw accountSuspended();
    const { secret, hash } = newSecret();
    await insertRefreshToken(db, {
      familyId,
      userId,
      tokenHash: hash,
      client,
      expiresAt: new Date(now().getTime() + REFRESH_LIFETIME_MS[client]),
    });
    return {
      token: await accessTokens.sign({ userId, sessionId: familyId }, now()),
      refreshToken: secret,
      expiresIn: accessTokens.ttlSeconds,
      user: toCurrentUser(account, moderatorEmails),
    };
  }

  /** Stores a new code and its mail in one transaction; the mail goes out after the commit. */
  async function mailCode(
    account: NonNullable<AccountRow>,
    purpose: CodePurpose,
    continuePath: string | null,
    compose: (code: string) => MailContent,
  ): Promise<void> {
    const { secret, hash } = newSecret();
    await db.transaction(async (tx) => {
      await insertCode(tx, {
        codeHash: hash,
        purpose,
        userId: account.id,
        continueUrl: continuePath,
        expiresAt: new Date(now().getTime() + CODE_LIFETIME_MS[purpose]),
      });
      await enqueueMail(tx, { email: account.email, userId: account.id }, compose(secret));
    });
    mailQueued();
  }

  async function useCode(oobCode: string, purpose: CodePurpose) {
    const used = await consumeCode(db, hashSecret(oobCode), purpose, now());
    if (!used) throw invalidCode();
    return used;
  }

  return {
    issueSession,

    async currentUser(userId: string): Promise<CurrentUser | null> {
      const account = await findAccountById(db, userId);
      return account ? toCurrentUser(account, moderatorEmails) : null;
    },

    async signIn(email: string, password: string): Promise<SessionTokens> {
      const account = await findAccountByEmail(db, email);
      // Verify against a decoy when there is no password, so timing does not reveal which emails exist.
      const matches = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), password);
      if (!account?.passwordHash || !matches) throw unauthenticated('Incorrect email or password');
      return issueSession(account.id, 'web');
    },

    /**
     * The session an access token belongs to, while it is live: revocation (sign-out, sign-out everywhere,
     * a password reset, reuse of a rotated refresh token, account deletion) ends its access tokens at once.
     */
    async liveSession({ userId, sessionId }: AccessTokenClaims): Promise<LiveSession | null> {
      const person = await liveSessions.getOne(userId, async () => {
        const rows = await findLiveSessionsOf(db, userId);
        if (rows.length === 0) return undefined;
        const expiries = new Map<string, number>();
        for (const { familyId, expiresAt } of rows) {
          if (familyId && expiresAt) {
            expiries.set(familyId, Math.max(expiries.get(familyId) ?? 0, expiresAt.getTime()));
          }
        }
        const [person] = rows;
        return {
          emailVerified: person!.emailVerifiedAt !== null,
          isModerator: moderatorEmails.has(person!.email.toLowerCase()),
          expiries,
        };
      });
      const expiresAt = person?.expiries.get(sessionId);
      return expiresAt !== undefined && expiresAt > now().getTime()
        ? { emailVerified: person!.emailVerified, isModerator: person!.isModerator }
        : null;
    },

    async refresh(refreshToken: string): Promise<SessionTokens> {
      const tokenHash = hashSecret(refreshToken);
      const stored = await findRefreshToken(db, tokenHash);
      if (!stored || stored.revokedAt || stored.expiresAt <= now()) throw sessionExpired();
      if (!stored.rotatedAt && (await claimRefreshToken(db, stored.id))) {
        return issueSession(stored.userId, stored.client, stored.familyId);
      }
      // Already rotated, perhaps a moment ago by a request racing this one.
      const rotatedAt = stored.rotatedAt ?? (await findRefreshToken(db, tokenHash))?.rotatedAt;
      if (rotatedAt && now().getTime() - rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
        return issueSession(stored.userId, stored.client, stored.familyId);
      }
      // A rotated token came back later: someone holds a copy. End every session of that sign-in.
      await revokeFamily(db, stored.familyId);
      throw sessionExpired();
    },

    async signOut(refreshToken: string): Promise<void> {
      const stored = await findRefreshToken(db, hashSecret(refreshToken));
      if (stored) await revokeFamily(db, stored.familyId);
    },

    async signOutEverywhere(userId: string): Promise<void> {
      await revokeAllSessions(db, userId);
    },

    async listSessions(userId: string, currentSessionId: string): Promise<SessionSummary[]> {
      const sessions = await listLiveSessions(db, userId, now());
      return sessions.map((session) => ({
        id: session.familyId,
        client: session.client,
        createdAt: session.createdAt.toISOString(),
        lastUsedAt: session.lastUsedAt.toISOString(),
        current: session.familyId === currentSessionId,
      }));
    },

    async revokeSession(userId: string, sessionId: string): Promise<void> {
      if (!(await revokeUserFamily(db, userId, sessionId))) throw notFound('Session not found');
    },

    /** A session of its own for the browser extension, listed and revocable on the account page. */
    extensionSession(userId: string): Promise<SessionTokens> {
      return issueSession(userId, 'extension');
    },

    async sendSignInLink(email: string, continueUrl: string | undefined): Promise<void> {
      const account = await findAccountByEmail(db, email);
      if (!account) return;
      const continuePath = safeContinuePath(continueUrl, publicOrigin);
      await mailCode(account, 'signIn', continuePath, (code) =>
        signInLinkMail(link('/action', { mode: 'signIn', oobCode: code, continueUrl: continuePath })),
      );
    },

    async completeSignInLink(oobCode: string): Promise<SessionTokens & { continueUrl: string }> {
      const used = await useCode(oobCode, 'signIn');
      // The link reached the inbox, which proves the address.
      await markEmailVerified(db, used.userId);
      return { ...(await issueSession(used.userId, 'web')), continueUrl: used.continueUrl ?? '/' };
    },

    async requestPasswordReset(email: string): Promise<void> {
      const account = await findAccountByEmail(db, email);
      if (!account) return;
      await mailCode(account, 'resetPassword', null, (code) =>
        passwordResetMail(link('/action', { mode: 'resetPassword', oobCode: code })),
      );
    },

    async confirmPasswordReset(oobCode: string, newPassword: string): Promise<void> {
      const used = await useCode(oobCode, 'resetPassword');
      await setPasswordHash(db, used.userId, await hashPassword(newPassword));
      await markEmailVerified(db, used.userId);
      await revokeAllSessions(db, used.userId);
    },

    /** Sets a new password and ends every other session; the one asking stays signed in. */
    async changePassword(
      userId: string,
      sessionId: string,
      currentPassword: string,
      newPassword: string,
    ): Promise<void> {
      const account = await findAccountById(db, userId);
      if (!account?.passwordHash || !(await verifyPassword(account.passwordHash, currentPassword))) {
        throw new AppError(400, 'VALIDATION', 'Current password is incorrect');
      }
      await setPasswordHash(db, userId, await hashPassword(newPassword));
      await revokeAllSessions(db, userId, sessionId);
    },

    async sendVerification(userId: string, continueUrl: string | undefined): Promise<void> {
      const account = await findAccountById(db, userId);
      if (!account) throw unauthenticated('User not authenticated');
      if (account.emailVerifiedAt) return;
      const continuePath = safeContinuePath(continueUrl, publicOrigin);
      await mailCode(account, 'verifyEmail', continuePath, (code) =>
        verificationMail(link('/verify-email', { oobCode: code, continueUrl: continuePath })),
      );
    },

    async confirmVerification(oobCode: string): Promise<{ continueUrl: string }> {
      const used = await useCode(oobCode, 'verifyEmail');
      await markEmailVerified(db, used.userId);
      return { continueUrl: used.continueUrl ?? '/' };
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
