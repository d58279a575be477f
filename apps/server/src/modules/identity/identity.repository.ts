import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { credentials, oneTimeCodes, refreshTokens, signingKeys, users } from '../../db/schema/index.ts';
import type { SigningKeyRecord } from './access-tokens.ts';

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];
export type SessionClient = (typeof refreshTokens.$inferSelect)['client'];

const accountColumns = {
  id: users.id,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  username: users.username,
  name: users.name,
  avatarUrl: users.avatarUrl,
  role: users.role,
  suspendedAt: users.suspendedAt,
  passwordHash: credentials.passwordHash,
};

export type AccountRow = Awaited<ReturnType<typeof findAccountByEmail>>;

export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(credentials, eq(credentials.userId, users.id))
    .where(eq(users.email, email));
  return row ?? null;
}

export async function findAccountById(db: Db, userId: string) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(credentials, eq(credentials.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .insert(credentials)
    .values({ userId, passwordHash })
    .onConflictDoUpdate({ target: credentials.userId, set: { passwordHash, updatedAt: sql`now()` } });
}

export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

export async function insertRefreshToken(
  db: Db,
  token: { familyId: string; userId: string; tokenHash: string; client: SessionClient; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * The session (refresh-token family) an access token names, when it is still live: not revoked, and holding
 * an unexpired token that has not been rotated away. Null once it was signed out, revoked or deleted.
 */
/**
 * The person's live sign-ins (refresh-token families with an unrevoked, unrotated token) with each one's
 * expiry, and whether their email is verified; empty when the person does not exist.
 */
export function findLiveSessionsOf(db: Db, userId: string) {
  return db
    .select({
      emailVerifiedAt: users.emailVerifiedAt,
      email: users.email,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
    })
    .from(users)
    .leftJoin(
      refreshTokens,
      and(
        eq(refreshTokens.userId, users.id),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.rotatedAt),
      ),
    )
    .where(eq(users.id, userId));
}

/** Marks a token rotated unless another request rotated it first; false means it was already used. */
export async function claimRefreshToken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user, except `keepFamilyId` when given (the one changing the password). */
export async function revokeAllSessions(db: Db, userId: string, keepFamilyId?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}

/** Ends one session of a user; false when the user has no such live session. */
export async function revokeUserFamily(db: Db, userId: string, familyId: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/**
 * A user's live sessions: one per family, started when the first token was issued and last used when the
 * newest one was.
 */
export async function listLiveSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      familyId: refreshTokens.familyId,
      client: sql<SessionClient>`min(${refreshTokens.client})`,
      createdAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      lastUsedAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
    })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .groupBy(refreshTokens.familyId)
    .having(
      sql`bool_or(${refreshTokens.rotatedAt} is null and ${refreshTokens.expiresAt} > ${now.toISOString()})`,
    )
    .orderBy(sql`max(${refreshTokens.createdAt}) desc`);
}

export async function insertCode(
  db: Db,
  code: {
    codeHash: string;
    purpose: CodePurpose;
    userId: string;
    continueUrl: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(oneTimeCodes).values(code);
}

/**
 * Uses a code once: only an unused, unexpired code of the given purpose is marked used and returned, in one
 * statement, so two requests racing with the same code cannot both win.
 */
export async function consumeCode(db: Db, codeHash: string, purpose: CodePurpose, now: Date) {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.codeHash, codeHash),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        sql`${oneTimeCodes.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .returning({ userId: oneTimeCodes.userId, continueUrl: oneTimeCodes.continueUrl });
  return row ?? null;
}

export async function loadSigningKey(db: Db): Promise<SigningKeyRecord | null> {
  const [row] = await db.select().from(signingKeys).orderBy(signingKeys.createdAt, signingKeys.kid).limit(1);
  return row ? { kid: row.kid, privateJwk: row.privateJwk, publicJwk: row.publicJwk } : null;
}

export async function insertSigningKey(db: Db, key: SigningKeyRecord): Promise<void> {
  await db
    .insert(signingKeys)
    .values({ kid: key.kid, privateJwk: { ...key.privateJwk }, publicJwk: { ...key.publicJwk } })
    .onConflictDoNothing();
}
