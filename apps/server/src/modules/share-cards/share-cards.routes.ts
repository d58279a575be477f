import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ShareCard, ShareCardKind, ShareCardsService } from './share-cards.service.ts';

/**
 * A day fresh, a week more served stale while the cache asks again: link previews are fetched again rarely,
 * and the strong ETag makes asking cheap once a change has redrawn the card.
 */
const CARD_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const ROUTES: { kind: ShareCardKind; what: string; notFound: string }[] = [
  { kind: 'products', what: "A product's photo, name and price", notFound: 'Product not found' },
  { kind: 'looks', what: "A look's cover and title", notFound: 'Look not found' },
  {
    kind: 'collections',
    what: "A collection's collage (a locked one's placeholder) and name",
    notFound: 'Collection not found',
  },
  { kind: 'profiles', what: "A person's avatar, name and follow counts", notFound: 'User not found' },
];

function sendCard(reply: FastifyReply, card: ShareCard) {
  // The ETag plugin answers 304 to a matching If-None-Match (plugins/http-caching.ts).
  return (
    reply
      .type('image/jpeg')
      .header('ETag', card.etag)
      .header('Cache-Control', CARD_CACHE_CONTROL)
      // Shown by other sites' link previews, as /media/ images are.
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(card.jpeg)
  );
}

/** The link-preview images of the public pages (og:image), as a signed-out visitor may see the item. */
export const shareCardsRoutes: FastifyPluginAsyncZod<{ shareCards: ShareCardsService }> = async (
  app,
  { shareCards },
) => {
  for (const { kind, what, notFound } of ROUTES) {
    app.get(
      `/share-cards/${kind}/:id.jpg`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['share-cards'],
          summary: `${what}, as a 1200x630 JPEG for link previews`,
          params: z.object({ id: z.uuid({ message: notFound }) }),
        },
      },
      async (request, reply) => sendCard(reply, await shareCards.card(kind, request.params.id)),
    );
  }

  app.get(
    '/share-cards/site.jpg',
    {
      config: { access: 'public' },
      schema: {
        tags: ['share-cards'],
        summary: "The site's wordmark and tagline, as a 1200x630 JPEG for the link previews of plain pages",
      },
    },
    async (_request, reply) => sendCard(reply, await shareCards.siteCard()),
  );
};
