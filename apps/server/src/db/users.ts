import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { users } from './schema.ts';

/** Whether the person exists: lists of someone's things answer 404 for nobody, an empty list for somebody. */
export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return Boolean(row);
}
