import pg from 'pg';

/**
 * One plain connection to a PostgreSQL server for work outside any app pool (creating and dropping the
 * databases tests and the bench run on), closed once `work` settles.
 */
export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
