import type { ErrorBody } from '@stylebook/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, newUser, registerAccount, registerVerifiedAccount, useTestApp } from '../../test/helpers.ts';
import sharp from 'sharp';
import { createAccessTokens, newSigningKey } from '../identity/access-tokens.ts';
import { createMedia } from '../media/media.module.ts';
import { GOOGLE_ASSERTION_AUDIENCE, type GoogleIdentity } from '../identity/google.ts';
import { loadSigningKey } from '../identity/identity.repository.ts';

describe('accounts API', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  describe('registration', () => {
    it('registers a stylist, signed in and not yet verified', async () => {
      const response = await post('/api/auth/register/stylist', {
        fullName: '  Ada Stylist ',
        email: 'Ada.Stylist@Test.Stylebook.Local',
        password: 'secret1',
        username: 'Ada.Styles',
        genderPreference: 'WOMENSWEAR',
        instagram: 'ada.styles',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        user: {
          email: 'ada.stylist@test.stylebook.local',
          username: 'ada.styles',
          name: 'Ada Stylist',
          role: 'STYLIST',
          emailVerified: false,
        },
      });
    });

    it('shows the messages of docs/product.md §21 for invalid fields', async () => {
      const cases: [object, string][] = [
        [{ fullName: 'A' }, 'Full name must be at least 2 characters'],
        [{ email: 'nope' }, 'Please enter a valid email address'],
        [{ password: '12345' }, 'Password must be at least 6 characters'],
        [{ username: 'ab' }, 'Username must be at least 3 characters'],
        [{ username: 'Bad Name' }, 'Username may only contain letters, numbers, _ and .'],
        [{ username: 'settings' }, 'This username is reserved'],
      ];
      for (const [override, message] of cases) {
        const response = await post('/api/auth/register/user', {
          fullName: 'Valid Name',
          email: 'valid@test.stylebook.local',
          password: 'secret1',
          username: 'valid_name',
          ...override,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorBody>().message).toContain(message);
      }
    });

    it('refuses a taken email or username with 409, case-insensitively', async () => {
      const existing = await registerAccount(t.app);
      const sameEmail = await post('/api/auth/register/user', {
        fullName: 'Someone Else',
        email: existing.email.toUpperCase(),
        password: 'secret1',
        username: 'someone_else',
      });
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toEqual({
        message: 'An account with this email already exists',
        code: 'CONFLICT',
      });

      const sameUsername = await post('/api/auth/register/user', {
        fullName: 'Someone Else',
        email: 'someone.else@test.stylebook.local',
        password: 'secret1',
        username: existing.username.toUpperCase(),
      });
      expect(sameUsername.statusCode).toBe(409);
      expect(sameUsername.json<ErrorBody>().message).toBe('This username is taken');
    });

    it('checks usernames: rules, reserved words and taken ones', async () => {
      const existing = await registerAccount(t.app);
      const check = async (username: string) =>
        (
          await t.app.inject({ url: `/api/users/username/check?username=${encodeURIComponent(username)}` })
        ).json();
      expect(await check('Fresh.Name_1')).toEqual({
        username: 'fresh.name_1',
        available: true,
        reason: null,
      });
      expect(await check(existing.username)).toEqual({
        username: existing.username,
        available: false,
        reason: 'This username is taken',
      });
      expect(await check('admin')).toMatchObject({ available: false, reason: 'This username is reserved' });
      expect(await check('a')).toMatchObject({
        available: false,
        reason: 'Username must be at least 3 characters',
      });
    });
  });

  describe('Google', () => {
    async function credentialFor(google: GoogleIdentity) {
      const tokens = await createAccessTokens((await loadSigningKey(t.database.db))!, t.config.publicOrigin);
      return tokens.signAssertion({ ...google }, GOOGLE_ASSERTION_AUDIENCE, 300);
    }
    const googleAccount = (subject: string, email: string): GoogleIdentity => ({
      subject,
      email,
      emailVerified: true,
      name: 'Gia Google',
      picture: null,
    });

    it('asks a new Google account to register, then signs it in directly', async () => {
      const google = googleAccount('google-sub-1', 'gia@gmail.test');
      const first = await post('/api/auth/google/callback', { credential: await credentialFor(google) });
      expect(first.statusCode).toBe(200);
      const pending = first.json<{
        status: string;
        registrationToken: string;
        email: string;
        name: string;
      }>();
      expect(pending).toMatchObject({
        status: 'needs_registration',
        email: 'gia@gmail.test',
        name: 'Gia Google',
      });

      const completed = await post('/api/auth/google/complete-registration', {
        registrationToken: pending.registrationToken,
        username: 'gia.google',
        accountType: 'STYLIST',
      });
      expect(completed.statusCode).toBe(201);
      expect(completed.json()).toMatchObject({
        user: { username: 'gia.google', role: 'STYLIST', emailVerified: true, email: 'gia@gmail.test' },
      });

      const again = await post('/api/auth/google/callback', { credential: await credentialFor(google) });
      expect(again.json()).toMatchObject({ status: 'logged_in', user: { username: 'gia.google' } });
      const twice = await post('/api/auth/google/complete-registration', {
        registrationToken: pending.registrationToken,
        username: 'gia.again',
        accountType: 'USER',
      });
      expect(twice.statusCode).toBe(409);
    });

    it('links a Google account to the person who already has its verified address, keeping their sign-ins', async () => {
      const existing = await newUser(t.database.db, { email: 'linked@gmail.test' });
      const response = await post('/api/auth/google/callback', {
        credential: await credentialFor(googleAccount('google-sub-2', 'linked@gmail.test')),
      });
      expect(response.json()).toMatchObject({ status: 'logged_in', user: { id: existing.id } });

      const owner = await registerVerifiedAccount(t.app, { email: 'owner@gmail.test' });
      const linked = await post('/api/auth/google/callback', {
        credential: await credentialFor(googleAccount('google-sub-5', 'owner@gmail.test')),
      });
      expect(linked.json()).toMatchObject({ status: 'logged_in', user: { id: owner.user.id } });
      expect((await post('/identity/token', { refreshToken: owner.refreshToken })).statusCode).toBe(200);
      const signIn = await post('/identity/sign-in', { email: owner.email, password: owner.password });
      expect(signIn.statusCode).toBe(200);
    });

    it('takes an unverified account from whoever registered the address, ending their password and sessions', async () => {
      const attacker = await registerAccount(t.app, { email: 'victim@gmail.test' });

      const response = await post('/api/auth/google/callback', {
        credential: await credentialFor(googleAccount('google-sub-4', 'victim@gmail.test')),
      });
      expect(response.json()).toMatchObject({
        status: 'logged_in',
        user: { id: attacker.user.id, email: 'victim@gmail.test', emailVerified: true },
      });

      const refreshed = await post('/identity/token', { refreshToken: attacker.refreshToken });
      expect(refreshed.statusCode).toBe(401);
      const sessions = await t.app.inject({ url: '/identity/sessions', headers: bearer(attacker.token) });
      expect(sessions.statusCode).toBe(401);
      const signIn = await post('/identity/sign-in', { email: attacker.email, password: attacker.password });
      expect(signIn.statusCode).toBe(401);

      const again = await post('/api/auth/google/callback', {
        credential: await credentialFor(googleAccount('google-sub-4', 'victim@gmail.test')),
      });
      expect(again.json()).toMatchObject({ status: 'logged_in', user: { id: attacker.user.id } });
    });

    it('refuses a forged or foreign credential', async () => {
      const other = await createAccessTokens(await newSigningKey(), t.config.publicOrigin);
      const forged = await other.signAssertion(
        { ...googleAccount('google-sub-3', 'x@gmail.test') },
        GOOGLE_ASSERTION_AUDIENCE,
        300,
      );
      const response = await post('/api/auth/google/callback', { credential: forged });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Google sign-in expired. Please try again.',
        code: 'INVALID_CODE',
      });

      const account = await registerAccount(t.app);
      const accessTokenAsCredential = await post('/api/auth/google/callback', { credential: account.token });
      expect(accessTokenAsCredential.statusCode).toBe(400);
    });
  });

  describe('users', () => {
    it('shows anyone a summary, and 404 for nobody', async () => {
      const account = await registerAccount(t.app);
      const summary = await t.app.inject({ url: `/api/users/${account.user.id}/summary` });
      expect(summary.statusCode).toBe(200);
      expect(summary.json()).toEqual({
        id: account.user.id,
        username: account.username,
        name: 'Test Person',
        bio: null,
        avatarUrl: null,
        website: null,
        role: 'USER',
      });
      expect(summary.body).not.toContain(account.email);
      const missing = await t.app.inject({ url: '/api/users/00000000-0000-4000-8000-000000000000/summary' });
      expect(missing.statusCode).toBe(404);
    });

    it('lets only the owner edit their account', async () => {
      const owner = await registerAccount(t.app);
      const other = await registerAccount(t.app);
      const url = `/api/users/${owner.user.id}`;
      const put = (headers: Record<string, string>, payload: object) =>
        t.app.inject({ method: 'PUT', url, headers, payload });

      expect((await put({}, { bio: 'hi' })).statusCode).toBe(401);
      const foreign = await put(bearer(other.token), { bio: 'hacked' });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ message: 'You can only change your own account', code: 'FORBIDDEN' });

      const updated = await put(bearer(owner.token), {
        name: 'New Name',
        bio: 'Vintage denim and good coats.',
        website: 'https://example.test/me',
        username: 'Owner.New',
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        name: 'New Name',
        bio: 'Vintage denim and good coats.',
        website: 'https://example.test/me',
        username: 'owner.new',
      });

      expect((await put(bearer(owner.token), { website: 'not a url' })).statusCode).toBe(400);
      const taken = await put(bearer(owner.token), { username: other.username });
      expect(taken.statusCode).toBe(409);
      const cleared = await put(bearer(owner.token), { bio: '', website: '' });
      expect(cleared.json()).toMatchObject({ bio: null, website: null });
    });

    it('sets an avatar only from the person’s own uploaded image, and removes it', async () => {
      const owner = await registerAccount(t.app);
      const other = await registerAccount(t.app);
      const media = createMedia(t.config, t.database.db);
      const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#68a' } })
        .webp()
        .toBuffer();
      const [mine] = await media.storeImages([
        { key: `avatars/own-${owner.user.id}.webp`, bytes, ownerId: owner.user.id },
      ]);
      const [theirs] = await media.storeImages([
        { key: `avatars/own-${other.user.id}.webp`, bytes, ownerId: other.user.id },
      ]);
      const put = (payload: object) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/users/${owner.user.id}`,
          headers: bearer(owner.token),
          payload,
        });

      expect((await put({ avatarUrl: 'https://elsewhere.test/me.jpg' })).statusCode).toBe(400);
      expect((await put({ avatarUrl: theirs })).statusCode).toBe(400);
      const set = await put({ avatarUrl: mine });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({ avatarUrl: mine });
      expect((await put({ avatarUrl: null })).json()).toMatchObject({ avatarUrl: null });
    });

    it('deletes an account only for its owner, with its sessions and media', async () => {
      const owner = await registerAccount(t.app);
      const other = await registerAccount(t.app);
      const media = createMedia(t.config, t.database.db);
      const avatar = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c84' } })
        .webp()
        .toBuffer();
      await media.storeImages([
        { key: `avatars/${owner.user.id}.webp`, bytes: avatar, ownerId: owner.user.id },
      ]);
      expect(await media.open(`avatars/${owner.user.id}.webp`)).not.toBeNull();

      const url = `/api/users/${owner.user.id}`;
      expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(other.token) })).statusCode).toBe(
        403,
      );
      expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(owner.token) })).statusCode).toBe(
        204,
      );
      expect((await t.app.inject({ url: `${url}/summary` })).statusCode).toBe(404);
      const signIn = await post('/identity/sign-in', { email: owner.email, password: owner.password });
      expect(signIn.statusCode).toBe(401);
      expect((await post('/identity/token', { refreshToken: owner.refreshToken })).statusCode).toBe(401);
      expect(await media.open(`avatars/${owner.user.id}.webp`)).toBeNull();
    });
  });
});
