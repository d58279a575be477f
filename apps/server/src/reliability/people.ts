import { randomUUID } from 'node:crypto';
import { createApiClient, type Role } from '@stylebook/contracts';

/** A person registered through the API, email verified, with a client that sends their token. */
export interface Person {
  id: string;
  role: Role;
  token: string;
  /** The API at `origin`, as this person. */
  api(origin: string): ReturnType<typeof createApiClient>;
}

/** The embedded mailbox shows the newest 100 mails, so registrations go in batches it can hold. */
const BATCH = 50;

const clientFor = (token: string | null) => (origin: string) =>
  createApiClient({ baseUrl: origin, getToken: async () => token });

/**
 * `count` new people with verified email, made as a person would make them: registration, then the code the
 * embedded mailbox shows (`/dev/mailbox.json`, on loopback outside production).
 */
export async function registerPeople(origin: string, count: number, role: Role): Promise<Person[]> {
  const anonymous = clientFor(null)(origin);
  const people: Person[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(BATCH, count - start) }, async () => {
        const username = `r${randomUUID().replaceAll('-', '').slice(0, 16)}`;
        const body = {
          fullName: 'Reliability Person',
          email: `${username}@reliability.stylebook.local`,
          password: `password-${username}`,
          username,
        };
        return role === 'STYLIST' ? anonymous.auth.registerStylist(body) : anonymous.auth.registerUser(body);
      }),
    );
    const mails = await anonymous.get<{ to: string; text: string }[]>('/dev/mailbox.json');
    for (const session of batch) {
      const link = mails
        .find((mail) => mail.to === session.user.email)
        ?.text.match(/https?:\/\/\S*verify-email\S*/)?.[0];
      const oobCode = link && new URL(link).searchParams.get('oobCode');
      if (!oobCode) throw new Error(`no verification mail for ${session.user.email}`);
      await anonymous.identity.confirmVerification(oobCode);
      people.push({ id: session.user.id, role, token: session.token, api: clientFor(session.token) });
    }
  }
  return people;
}
