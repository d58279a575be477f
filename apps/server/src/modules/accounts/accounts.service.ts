import {
  Username,
  type GoogleCallbackResponse,
  type RegisterBody,
  type Role,
  type SessionTokens,
  type UpdateUserBody,
  type UserProfileSummary,
} from '@stylebook/contracts';
import type { GoogleCompleteRegistrationBody } from '@stylebook/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { AccessTokens } from '../identity/access-tokens.ts';
import { GOOGLE_ASSERTION_AUDIENCE, type GoogleIdentity } from '../identity/google.ts';
import type { IdentityService } from '../identity/identity.service.ts';
import { hashPassword } from '../identity/passwords.ts';
import type { MediaService } from '../media/media.service.ts';
import type { ProRataRefunds } from '../paid-subscriptions/refunds.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import {
  deleteUser,
  emailTaken,
  findUserByEmail,
  findUserIdByGoogleSubject,
  findUserSummary,
  insertAccount,
  linkGoogleSubject,
  updateUser,
  usernameTaken,
  type NewAccount,
} from './accounts.repository.ts';

export interface AccountsServiceDeps {
  db: Db;
  identity: Pick<IdentityService, 'issueSession' | 'sendVerification'>;
  accessTokens: Pick<AccessTokens, 'signAssertion' | 'verifyAssertion'>;
  media: Pick<MediaService, 'deleteObjects' | 'claimImages'>;
  /** Ends the paid subscriptions of a person being deleted, refunding their subscribers. */
  refunds: Pick<ProRataRefunds, 'endAllWithRefund'>;
  /** Refuses the deletion while the person holds earnings not paid out. */
  wallet: Pick<WalletService, 'refuseUnpaidEarnings'>;
}

/** PostgreSQL's unique_violation: someone took the email or username between our check and our insert. */
const UNIQUE_VIOLATION = '23505';
const REGISTRATION_AUDIENCE = 'stylebook-google-registration';
const REGISTRATION_TTL_SECONDS = 30 * 60;

const invalidGoogleCredential = () =>
  new AppError(400, 'INVALID_CODE', 'Google sign-in expired. Please try again.');

function readGoogleIdentity(payload: Record<string, unknown> | null): GoogleIdentity {
  if (
    !payload ||
    typeof payload.subject !== 'string' ||
    typeof payload.email !== 'string' ||
    typeof payload.name !== 'string'
  ) {
    throw invalidGoogleCredential();
  }
  return {
    subject: payload.subject,
    email: payload.email,
    emailVerified: payload.emailVerified === true,
    name: payload.name,
    picture: typeof payload.picture === 'string' ? payload.picture : null,
  };
}

export function createAccountsService({
  db,
  identity,
  accessTokens,
  media,
  refunds,
  wallet,
}: AccountsServiceDeps) {
  async function createAccount(account: NewAccount): Promise<string> {
    if (await emailTaken(db, account.email)) throw conflict('An account with this email already exists');
    if (await usernameTaken(db, account.username)) throw conflict('This username is taken');
    try {
      return await insertAccount(db, account);
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw conflict('An account with this email or username already exists');
      }
      throw error;
    }
  }

  function requireSelf(actor: Actor, userId: string): void {
    if (actor.userId !== userId) throw forbidden('You can only change your own account');
  }

  return {
    async checkUsername(
      candidate: string,
    ): Promise<{ username: string; available: boolean; reason: string | null }> {
      const parsed = Username.safeParse(candidate);
      if (!parsed.success) {
        return {
          username: candidate,
          available: false,
          reason: parsed.error.issues[0]?.message ?? 'Invalid username',
        };
      }
      const taken = await usernameTaken(db, parsed.data);
      return { username: parsed.data, available: !taken, reason: taken ? 'This username is taken' : null };
    },

    /** Creates the account, mails the verification link and signs the person in. */
    async register(body: RegisterBody, role: Role): Promise<SessionTokens> {
      const userId = await createAccount({
        email: body.email,
        emailVerified: false,
        username: body.username,
        name: body.fullName,
        role,
        avatarUrl: null,
        genderPreference: body.genderPreference ?? null,
        instagram: body.instagram ?? null,
        passwordHash: await hashPassword(body.password),
        googleSubject: null,
      });
      await identity.sendVerification(userId, body.continueUrl);
      return identity.issueSession(userId, 'web');
    },

    /**
     * Redeems the popup's Google assertion: a known Google account (or an address Google verified that we
     * already know) signs in; anyone else gets a registration token for choosing a username and account type.
     */
    async googleCallback(credential: string): Promise<GoogleCallbackResponse> {
      const google = readGoogleIdentity(
        await accessTokens.verifyAssertion(credential, GOOGLE_ASSERTION_AUDIENCE),
      );
      let userId = await findUserIdByGoogleSubject(db, google.subject);
      if (!userId && google.emailVerified) {
        const owner = await findUserByEmail(db, google.email);
        if (owner) {
          await linkGoogleSubject(db, owner.id, google.subject, { takeOver: !owner.emailVerified });
          userId = owner.id;
        }
      }
      if (userId) return { status: 'logged_in', ...(await identity.issueSession(userId, 'web')) };
      const registrationToken = await accessTokens.signAssertion(
        { ...google },
        REGISTRATION_AUDIENCE,
        REGISTRATION_TTL_SECONDS,
      );
      return { status: 'needs_registration', registrationToken, email: google.email, name: google.name };
    },

    async completeGoogleRegistration(
      body: z.infer<typeof GoogleCompleteRegistrationBody>,
    ): Promise<SessionTokens> {
      const google = readGoogleIdentity(
        await accessTokens.verifyAssertion(body.registrationToken, REGISTRATION_AUDIENCE),
      );
      if (await findUserIdByGoogleSubject(db, google.subject)) {
        throw conflict('This Google account is already registered. Sign in instead.');
      }
      const userId = await createAccount({
        email: google.email,
        emailVerified: google.emailVerified,
        username: body.username,
        name: body.fullName ?? google.name,
        role: body.accountType,
        avatarUrl: null,
        genderPreference: body.genderPreference ?? null,
        instagram: body.instagram ?? null,
        passwordHash: null,
        googleSubject: google.subject,
      });
      if (!google.emailVerified) await identity.sendVerification(userId, '/');
      return identity.issueSession(userId, 'web');
    },

    async summary(userId: string): Promise<UserProfileSummary> {
      const summary = await findUserSummary(db, userId);
      if (!summary) throw notFound('User not found');
      return summary;
    },

    async update(actor: Actor, userId: string, changes: UpdateUserBody): Promise<UserProfileSummary> {
      requireSelf(actor, userId);
      if (changes.username && (await usernameTaken(db, changes.username, userId))) {
        throw conflict('This username is taken');
      }
      if (changes.avatarUrl) await media.claimImages(userId, [changes.avatarUrl], 'avatar');
      const updated = await updateUser(db, userId, {
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.username !== undefined && { username: changes.username }),
        ...(changes.bio !== undefined && { bio: changes.bio }),
        ...(changes.website !== undefined && { website: changes.website }),
        ...(changes.avatarUrl !== undefined && { avatarUrl: changes.avatarUrl }),
      }).catch((error: unknown) => {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw conflict('This username is taken');
        throw error;
      });
      if (!updated) throw notFound('User not found');
      return updated;
    },

    /**
     * Removes the person and everything they made, then the files of their media. Their paid subscribers are
     * refunded first; 409 UNPAID_EARNINGS while they hold earnings not paid out.
     */
    async delete(actor: Actor, userId: string): Promise<void> {
      requireSelf(actor, userId);
      const mediaKeys = await db.transaction(async (tx) => {
        // Refunds first, so they come out of the earnings (docs/decisions.md, "Deleting a stylist refunds first").
        await refunds.endAllWithRefund(tx, userId, new Date());
        await wallet.refuseUnpaidEarnings(tx, userId);
        return deleteUser(tx, userId);
      });
      await media.deleteObjects(mediaKeys);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
