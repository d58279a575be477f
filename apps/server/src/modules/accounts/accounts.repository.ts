import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { credentials, mediaObjects, users } from '../../db/schema/index.ts';
import { revokeAllSessions } from '../identity/identity.repository.ts';

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

export async function usernameTaken(db: Db, username: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row !== undefined && row.id !== exceptUserId;
}

export interface NewAccount {
  email: string;
  emailVerified: boolean;
  username: string;
  name: string;
  role: 'USER' | 'STYLIST';
  avatarUrl: string | null;
  genderPreference: 'MENSWEAR' | 'WOMENSWEAR' | 'UNISEX' | null;
  instagram: string | null;
  passwordHash: string | null;
  googleSubject: string | null;
}

/** The person and their sign-in secrets, together or not at all. */
export async function insertAccount(db: Db, account: NewAccount): Promise<string> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email,
        emailVerifiedAt: account.emailVerified ? sql`now()` : null,
        username: account.username,
        name: account.name,
        role: account.role,
        avatarUrl: account.avatarUrl,
        genderPreference: account.genderPreference,
        instagram: account.instagram,
      })
      .returning({ id: users.id });
    await tx.insert(credentials).values({
      userId: user!.id,
      passwordHash: account.passwordHash,
      googleSubject: account.googleSubject,
    });
    return user!.id;
  });
}

export async function findUserIdByGoogleSubject(db: Db, subject: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: credentials.userId })
    .from(credentials)
    .where(eq(credentials.googleSubject, subject));
  return row?.userId ?? null;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null` })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

/**
 * Links a Google account to an existing person; their address is verified by Google's word. With
 * `takeOver`, whoever made the account without proving the address loses it: its password and every session
 * end in the same transaction (docs/decisions.md, "Google adoption rule").
 */
export async function linkGoogleSubject(
  db: Db,
  userId: string,
  subject: string,
  { takeOver }: { takeOver: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const passwordReset = takeOver ? { passwordHash: null } : {};
    await tx
      .insert(credentials)
      .values({ userId, googleSubject: subject })
      .onConflictDoUpdate({
        target: credentials.userId,
        set: { googleSubject: subject, ...passwordReset, updatedAt: sql`now()` },
      });
    if (takeOver) await revokeAllSessions(tx, userId);
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId));
  });
}

const summaryColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  bio: users.bio,
  avatarUrl: users.avatarUrl,
  website: users.website,
  role: users.role,
};

export async function findUserSummary(db: Db, userId: string) {
  const [row] = await db.select(summaryColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function updateUser(
  db: Db,
  userId: string,
  changes: Partial<{
    name: string;
    username: string;
    bio: string | null;
    website: string | null;
    avatarUrl: string | null;
  }>,
) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning(summaryColumns);
  return row ?? null;
}

/**
 * Deletes the person (their products, collections, looks and sessions cascade) in the caller's transaction and
 * returns their media keys.
 */
export async function deleteUser(tx: Db, userId: string): Promise<string[]> {
  const media = await tx
    .delete(mediaObjects)
    .where(eq(mediaObjects.ownerId, userId))
    .returning({ key: mediaObjects.key });
  await tx.delete(users).where(eq(users.id, userId));
  return media.map((row) => row.key);
}
