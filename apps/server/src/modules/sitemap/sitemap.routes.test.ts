import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCollection, newUser, useTestApp } from '../../test/helpers.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('GET /sitemap.xml', () => {
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'stylebook-web-'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  });
  afterAll(() => rm(webDist, { recursive: true, force: true }));
  const t = useTestApp(() => ({ webDist, publicOrigin: 'https://style.example' }));

  const fetchSitemap = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/sitemap.xml', headers: { accept: 'text/html,application/xml', ...headers } });

  it('needs no sign-in and answers XML, not the app shell', async () => {
    const response = await fetchSitemap();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it('serves /robots.txt: public pages allowed, the API, sign-in, dev tools and settings not, the sitemap named', async () => {
    const response = await t.app.inject({ url: '/robots.txt', headers: { accept: 'text/html,*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /settings',
        'Disallow: /api/',
        'Disallow: /identity/',
        'Disallow: /dev/',
        '',
        'Sitemap: https://style.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('leaves /sitemap, the page of links, to the web app', async () => {
    const response = await t.app.inject({ url: '/sitemap', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('lists stylists, people with a public collection and public collections, as absolute URLs', async () => {
    const db = t.database.db;
    const stylist = await newUser(db, { role: 'STYLIST' });
    const sharer = await newUser(db);
    const hider = await newUser(db);
    const pub = await newCollection(db, { ownerId: sharer.id, visibility: 'public' });
    const hidden = [
      await newCollection(db, { ownerId: hider.id, visibility: 'private' }),
      await newCollection(db, { ownerId: hider.id, visibility: 'paid' }),
      await newCollection(db, { ownerId: hider.id, visibility: 'public', archivedAt: new Date() }),
    ];

    const response = await fetchSitemap();
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `https://style.example/profiles/${stylist.id}`,
        `https://style.example/profiles/${sharer.id}`,
        `https://style.example/collections/${pub.id}`,
      ]),
    );
    expect(locs.filter((loc) => loc?.includes(hider.id))).toEqual([]);
    for (const { id } of hidden) expect(locs.filter((loc) => loc?.includes(id))).toEqual([]);
    expect(locs.findIndex((loc) => loc?.includes('/collections/'))).toBeGreaterThan(
      locs.findLastIndex((loc) => loc?.includes('/profiles/')),
    );
  });

  it('writes URLs on the public origin, whatever Host the request names', async () => {
    const response = await fetchSitemap({ host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(response.body).toContain('<loc>https://style.example/');
    expect(response.body).not.toContain('evil.example');
  });
});
