import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangePasswordBody,
  CreateCollectionBody,
  CreateLookBody,
  CreateProductBody,
  EmailLinkBody,
  FeedQuery,
  GoogleCompleteRegistrationBody,
  OobCodeBody,
  PageQuery,
  PresignBody,
  RefreshBody,
  RegisterBody,
  ScrapeBody,
  SearchQuery,
  UpdateLookBody,
  UpdateUserBody,
  UserProductsQuery,
  UsernameCheckQuery,
  UsersQuery,
} from './index.ts';

const registration = {
  fullName: 'Ann Lee',
  email: 'ann@example.com',
  password: 'secret-pass',
  username: 'ann.lee',
};
const product = {
  purchaseUrl: 'https://shop.example/coat',
  brand: 'Acme',
  price: 120,
  currency: 'USD',
  gender: 'UNISEX',
  images: [{ url: '/media/uploads/a.webp' }],
};
const look = { title: 'Autumn', coverImageUrl: '/media/uploads/look.webp' };

/** A schema, an input it accepts, and the field to put a control character into. */
const textFields: [string, z.ZodType, Record<string, unknown>, string][] = [
  ['registration full name', RegisterBody, registration, 'fullName'],
  ['registration email', RegisterBody, registration, 'email'],
  ['registration username', RegisterBody, registration, 'username'],
  ['registration instagram', RegisterBody, registration, 'instagram'],
  ['registration continueUrl', RegisterBody, registration, 'continueUrl'],
  [
    'Google registration name',
    GoogleCompleteRegistrationBody,
    { registrationToken: 'token', username: 'ann.lee', accountType: 'USER' },
    'fullName',
  ],
  ['account name', UpdateUserBody, {}, 'name'],
  ['bio', UpdateUserBody, {}, 'bio'],
  ['website', UpdateUserBody, {}, 'website'],
  ['product description', CreateProductBody, product, 'description'],
  ['product brand', CreateProductBody, product, 'brand'],
  ['product purchase URL', CreateProductBody, product, 'purchaseUrl'],
  ['scrape URL', ScrapeBody, { url: 'https://shop.example/coat' }, 'url'],
  ['collection name', CreateCollectionBody, { name: 'Autumn' }, 'name'],
  ['look title', CreateLookBody, look, 'title'],
  ['look description', UpdateLookBody, {}, 'description'],
  ['upload file name', PresignBody, { fileName: 'a.png', contentType: 'image/png' }, 'fileName'],
  ['sign-in link continueUrl', EmailLinkBody, { email: 'ann@example.com' }, 'continueUrl'],
  ['one-time code', OobCodeBody, { oobCode: 'code' }, 'oobCode'],
  ['refresh token', RefreshBody, { refreshToken: 'token' }, 'refreshToken'],
  ['search query', SearchQuery, { q: 'coat' }, 'q'],
  ['people query', UsersQuery, {}, 'query'],
  ['username check', UsernameCheckQuery, { username: 'ann' }, 'username'],
  ['feed seed', FeedQuery, {}, 'seed'],
];

/** A value the field accepts with a control character after it, which trimming does not remove. */
function withControl(input: Record<string, unknown>, field: string, control: string) {
  const valid = typeof input[field] === 'string' ? (input[field] as string) : 'https://ann.example';
  return { ...input, [field]: `${valid}${control}` };
}

describe('text fields', () => {
  it.each(textFields)('%s refuses NUL with a clear message', (_name, schema, input, field) => {
    expect(schema.safeParse(input).success).toBe(true);
    const result = schema.safeParse(withControl(input, field, '\u0000'));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: [field], message: 'Must not contain control characters' }),
    );
  });

  it.each(['\u0001', '\u001b', '\u007f', '\u0085', '\n', '\t'].map((c) => [c.charCodeAt(0).toString(16), c]))(
    'a single-line field refuses the control character U+%s',
    (_code, control) => {
      expect(CreateCollectionBody.safeParse({ name: `Au${control}tumn` }).success).toBe(false);
    },
  );

  it.each(['\ud800', 'x\udc00y', '\udc00\ud800', 'a\ud83d'])(
    'refuses the unpaired surrogate in %j, which would reach the database as broken UTF-8',
    (value) => {
      for (const result of [
        CreateCollectionBody.safeParse({ name: value }),
        UpdateUserBody.safeParse({ bio: value }),
        CreateProductBody.safeParse({ ...product, purchaseUrl: `https://shop.example/${value}` }),
      ]) {
        expect(result.error?.issues).toContainEqual(
          expect.objectContaining({ message: 'Must not contain broken characters (unpaired surrogates)' }),
        );
      }
    },
  );

  it('keeps characters outside the Basic Multilingual Plane, which are surrogate pairs', () => {
    expect(CreateCollectionBody.parse({ name: 'Summer 🙂 𑂙' }).name).toBe('Summer 🙂 𑂙');
  });

  it('multi-line text keeps line breaks and tabs but refuses other control characters', () => {
    expect(UpdateUserBody.parse({ bio: 'Line one\r\nLine two\tend' }).bio).toBe('Line one\r\nLine two\tend');
    expect(UpdateLookBody.safeParse({ description: 'A\nB' }).success).toBe(true);
    expect(CreateProductBody.safeParse({ ...product, description: 'A\nB' }).success).toBe(true);
    for (const control of ['\u0000', '\u0007', '\u001b', '\u007f', '\u009b']) {
      expect(UpdateUserBody.safeParse({ bio: `a${control}b` }).success).toBe(false);
    }
  });

  it('passwords may hold any character: they are hashed, never stored or compared as text', () => {
    expect(
      ChangePasswordBody.safeParse({ currentPassword: 'a\u0000b', newPassword: 'new\tsecret' }).success,
    ).toBe(true);
  });
});

describe('query integers', () => {
  it.each([
    ['feed generation', FeedQuery, 'generation'],
    ['feed offset', FeedQuery, 'offset'],
    ['search offset', SearchQuery, 'offset'],
    ['page', PageQuery, 'page'],
    ['people offset', UsersQuery, 'offset'],
    ['products offset', UserProductsQuery, 'offset'],
  ] as const)('%s stays within PostgreSQL integer', (_name, schema, field) => {
    const base = schema === SearchQuery ? { q: 'coat' } : {};
    for (const tooLarge of ['2147483648', '9007199254740993', '1e400']) {
      expect(schema.safeParse({ ...base, [field]: tooLarge }).success).toBe(false);
    }
  });

  it('accepts the largest generation an integer column holds', () => {
    expect(FeedQuery.parse({ generation: '2147483647' }).generation).toBe(2_147_483_647);
  });
});
