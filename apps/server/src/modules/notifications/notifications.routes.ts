import {
  ListNotificationsQuery,
  MarkNotificationsReadBody,
  NotificationMailPreferences,
  NotificationsPage,
  UnreadNotifications,
  UnsubscribeQuery,
  UnsubscribeResult,
  UpdateNotificationMailPreferencesBody,
} from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/api/notifications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The caller's notifications, newest first, by cursor",
        querystring: ListNotificationsQuery,
        response: { 200: NotificationsPage },
      },
    },
    (request) => notifications.list(actorOf(request), request.query),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "How many of the caller's notifications are unread",
        response: { 200: UnreadNotifications },
      },
    },
    (request) => notifications.unreadCount(actorOf(request)),
  );

  app.post(
    '/api/notifications/read',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "Mark the caller's notifications read: all, or `upTo` one and those before it",
        body: MarkNotificationsReadBody,
        response: { 200: UnreadNotifications },
      },
    },
    (request) => notifications.markRead(actorOf(request), request.body.upTo),
  );

  app.get(
    '/api/notifications/preferences',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Which kinds of notification the caller gets by mail',
        response: { 200: NotificationMailPreferences },
      },
    },
    (request) => notifications.preferences(actorOf(request)),
  );

  app.put(
    '/api/notifications/preferences',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Turn kinds of notification mail on or off; kinds left out stay as they are',
        body: UpdateNotificationMailPreferencesBody,
        response: { 200: NotificationMailPreferences },
      },
    },
    (request) => notifications.setPreferences(actorOf(request), request.body),
  );

  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form; the token in the query is all it
  // needs, so the body is read as text and not used.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/api/notifications/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One-click unsubscribe from a notifications mail (signed link, no sign-in)',
        querystring: UnsubscribeQuery,
        response: { 200: UnsubscribeResult },
      },
    },
    (request) => notifications.unsubscribe(request.query.token),
  );
};
