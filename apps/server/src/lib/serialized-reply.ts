import type { FastifyReply } from 'fastify';

/**
 * Sends a reply that was serialized ahead (from cached JSON parts): a string body with a JSON content type
 * goes out as it is, skipping the route's reply schema, so the caller answers for its shape.
 */
export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
