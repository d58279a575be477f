import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { actorOf } from '../../plugins/access.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.route({
    ...routeOf('listNotifications', { tags, summary: "The caller's notifications, newest first, by cursor" }),
    handler: (request) => notifications.list(actorOf(request), request.query),
  });

  app.route({
    ...routeOf('unreadNotifications', { tags, summary: "How many of the caller's notifications are unread" }),
    handler: (request) => notifications.unreadCount(actorOf(request)),
  });

  app.route({
    ...routeOf('markNotificationsRead', {
      tags,
      summary: "Mark the caller's notifications read: all, or `upTo` one and those before it",
    }),
    handler: (request) => notifications.markRead(actorOf(request), request.body.upTo),
  });

  app.route({
    ...routeOf('getNotificationPreferences', {
      tags,
      summary: 'Which kinds of notification the caller gets by mail',
    }),
    handler: (request) => notifications.preferences(actorOf(request)),
  });

  app.route({
    ...routeOf('setNotificationPreferences', {
      tags,
      summary: 'Turn kinds of notification mail on or off; kinds left out stay as they are',
    }),
    handler: (request) => notifications.setPreferences(actorOf(request), request.body),
  });

  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form; the token in the query is all it
  // needs, so the body is read as text and not used.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  app.route({
    ...routeOf('unsubscribeFromMail', {
      tags,
      summary: 'One-click unsubscribe from a notifications mail (signed link, no sign-in)',
    }),
    handler: (request) => notifications.unsubscribe(request.query.token),
  });
};
