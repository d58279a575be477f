import type { ErrorBody, RouteReply } from '@stylebook/contracts';
import { describe, expect, it } from 'vitest';
import {
  newCollection,
  newProduct,
  newUser,
  registerVerifiedAccount,
  requestsTo,
  useTestApp,
} from '../../test/helpers.ts';
import { BRAND_COUNT_CAP } from './suggestions.repository.ts';

type SuggestionsReply = RouteReply<'searchSuggestions'>;

describe('GET /api/search/suggestions', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });

  const suggest = async (q: string, token: string | null = null) => {
    // Suggestions are kept until a change: let this process see what the test just wrote.
    await t.app.changeFeed.poll();
    const response = await t.request('GET', `/api/search/suggestions?q=${encodeURIComponent(q)}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SuggestionsReply>();
  };

  it('answers 400 with a message for a missing, blank or too long text', async () => {
    const cases: [string, string][] = [
      ['', 'Type something to search'],
      ['?q=%20%20', 'Type something to search'],
      [`?q=${'a'.repeat(101)}`, 'Search at most 100 characters'],
    ];
    for (const [query, message] of cases) {
      const response = await t.request('GET', `/api/search/suggestions${query}`, null);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ErrorBody>()).toMatchObject({ code: 'VALIDATION' });
      expect(response.json<ErrorBody>().message, query).toContain(message);
    }
  });

  it('suggests nothing for one letter, which would match too much to help', async () => {
    await newUser(t.database.db, { username: 'xavier_one', name: 'Xavier One' });
    expect(await suggest('x')).toEqual({ people: [], brands: [], collections: [] });
  });

  it('suggests people whose username starts with the text first, then a name, then near misses', async () => {
    const db = t.database.db;
    const similar = await newUser(db, { username: 'zeqhyr', name: 'Near Miss' });
    const byName = await newUser(db, { username: 'lily_b', name: 'Lily Zephyrson' });
    const byUsername = await newUser(db, { username: 'zephyr.mode', name: 'Mode Person' });
    const anotherByName = await newUser(db, { username: 'otto_k', name: 'Otto Zephyrine' });
    await newUser(db, { username: 'unrelated_person', name: 'Nobody Here' });

    const { people } = await suggest('Zephyr');
    expect(people.map(({ id }) => id)).toEqual([byUsername.id, byName.id, anotherByName.id, similar.id]);
    expect(people[0]).toEqual({
      id: byUsername.id,
      username: 'zephyr.mode',
      name: 'Mode Person',
      avatarUrl: null,
      role: 'USER',
    });
    // A typo still finds them; at most four are suggested.
    expect((await suggest('zepyhr')).people.map(({ id }) => id)).toContain(byUsername.id);
    await newUser(db, { username: 'zephyr.five', name: 'Five' });
    expect((await suggest('zephyr')).people).toHaveLength(4);
  });

  it('suggests brands of products the viewer may see, starts-with first, with how many there are', async () => {
    const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
    const viewer = await registerVerifiedAccount(t.app);
    const db = t.database.db;
    const owner = stylist.user.id;
    for (let i = 0; i < 3; i++) await newProduct(db, { ownerId: owner, brand: 'Quillon' });
    const hidden = await newProduct(db, { ownerId: owner, brand: 'quillon' });
    const secret = await newProduct(db, { ownerId: owner, brand: 'Quillsecret' });
    await newCollection(db, { ownerId: owner, visibility: 'private', productIds: [hidden.id, secret.id] });
    await newProduct(db, { ownerId: owner, brand: 'Aqua Quillmark' });

    const { brands } = await suggest('quil', viewer.token);
    expect(brands).toEqual([
      { name: 'Quillon', productCount: 3, productCountIsLowerBound: false },
      { name: 'Aqua Quillmark', productCount: 1, productCountIsLowerBound: false },
    ]);
    // A typo finds the closest brand first.
    expect((await suggest('quilon', viewer.token)).brands[0]?.name).toBe('Quillon');
    // Its owner sees their private product counted, and the brand only they have.
    expect((await suggest('quil', stylist.token)).brands.slice(0, 2)).toEqual([
      { name: 'Quillon', productCount: 4, productCountIsLowerBound: false },
      { name: 'Quillsecret', productCount: 1, productCountIsLowerBound: false },
    ]);
    expect((await suggest('quillsecret')).brands.map(({ name }) => name)).not.toContain('Quillsecret');
  });

  it('counts a big brand up to a cap and says there are more', async () => {
    const owner = await newUser(t.database.db, { role: 'STYLIST' });
    for (let i = 0; i <= BRAND_COUNT_CAP; i++) {
      await newProduct(t.database.db, { ownerId: owner.id, brand: 'Brambleworth' });
    }
    expect((await suggest('bramble')).brands).toEqual([
      { name: 'Brambleworth', productCount: BRAND_COUNT_CAP, productCountIsLowerBound: true },
    ]);
  });

  it("suggests listed collections and the viewer's own, never another person's private or archived ones", async () => {
    const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
    const viewer = await registerVerifiedAccount(t.app);
    const db = t.database.db;
    const owner = stylist.user.id;
    const similar = await newCollection(db, { ownerId: owner, name: 'Vellour days' });
    const byWord = await newCollection(db, { ownerId: owner, name: 'Best velour looks' });
    const open = await newCollection(db, { ownerId: owner, name: 'Velour nights' });
    const paid = await newCollection(db, { ownerId: owner, name: 'Velour club', visibility: 'paid' });
    const secret = await newCollection(db, { ownerId: owner, name: 'Velour secrets', visibility: 'private' });
    await newCollection(db, { ownerId: owner, name: 'Velour archive', archivedAt: new Date() });
    const mine = await newCollection(db, {
      ownerId: viewer.user.id,
      name: 'Velour wishlist',
      visibility: 'private',
    });

    const ids = async (token: string | null) =>
      (await suggest('velour', token)).collections.map(({ id }) => id);
    // Starting with the text first (by name), then a word starting with it, then near misses.
    expect(await ids(null)).toEqual([paid.id, open.id, byWord.id, similar.id]);
    expect(await ids(viewer.token)).toEqual([paid.id, open.id, mine.id, byWord.id]);
    expect(await ids(stylist.token)).toEqual([paid.id, open.id, secret.id, byWord.id]);
    const locked = (await suggest('velour club', viewer.token)).collections[0]!;
    expect(locked).toMatchObject({ id: paid.id, isPaidSubscriberOnly: true, previewImageUrls: [] });
  });

  it('suggests near misses only from four letters on', async () => {
    const owner = await newUser(t.database.db, { role: 'STYLIST' });
    const close = await newCollection(t.database.db, { ownerId: owner.id, name: 'Kiwi mornings' });
    const names = async (q: string) => (await suggest(q)).collections.map(({ name }) => name);
    // 'kiq' scores 0.5 against 'Kiwi mornings', as close as 'kiwq' does, but three letters are too few.
    expect(await names('kiq')).toEqual([]);
    expect(await names('kiwq')).toEqual([close.name]);
    expect(await names('kiw')).toEqual([close.name]);
  });

  it('keeps what everyone is suggested until something changes, also in another process', async () => {
    const other = await t.anotherProcess();
    const stylist = await registerVerifiedAccount(other, { role: 'stylist' });
    const shopper = await registerVerifiedAccount(t.app);
    const shelf = await newCollection(t.database.db, { ownerId: stylist.user.id, name: 'Marzipan moods' });
    const collectionNames = async (token: string | null) =>
      (await suggest('marzipan', token)).collections.map(({ name }) => name);
    expect(await collectionNames(null)).toEqual(['Marzipan moods']);
    // A shopper who owns nothing is served what everyone is.
    expect(await collectionNames(shopper.token)).toEqual(['Marzipan moods']);

    const hide = await requestsTo(other)('PUT', `/api/collections/${shelf.id}`, stylist.token, {
      isPrivate: true,
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await collectionNames(null)).toEqual([]);
    expect(await collectionNames(shopper.token)).toEqual([]);
    expect(await collectionNames(stylist.token)).toEqual(['Marzipan moods']);

    await newProduct(t.database.db, { ownerId: stylist.user.id, brand: 'Marzipanne' });
    expect((await suggest('marzipan')).brands.map(({ name }) => name)).toEqual(['Marzipanne']);
  });

  it('treats the characters of a LIKE pattern as text', async () => {
    await newUser(t.database.db, { username: 'percent_fan', name: 'Percent Fan' });
    expect((await suggest('%_')).people).toEqual([]);
  });
});
