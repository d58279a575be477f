import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { users } from './schema/index.ts';

/** Whether the person exists: lists of someone's things answer 404 for nobody, an empty list for somebody. */
export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return Boolean(row);
}

/** The person's role, or null when there is no such person. */
export async function roleOf(db: Db, id: string): Promise<'USER' | 'STYLIST' | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role ?? null;
}
