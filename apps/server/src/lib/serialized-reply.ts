import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * Sends a reply that was serialized ahead (from cached JSON parts): a string body with a JSON content type
 * goes out as it is, skipping the route's reply schema, so the caller answers for its shape.
 */
export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** A reply as its schema shapes it, and its JSON, for a cache to keep and sendSerialized to send. */
export interface Serialized<T> {
  value: T;
  json: string;
}

/**
 * Shapes `value` with the route's reply schema once (dropping what must not leave the server, as the
 * schema would on every reply) and serializes it.
 */
export function serialize<T>(schema: z.ZodType<T>, value: T): Serialized<T> {
  const shaped = schema.parse(value);
  return { value: shaped, json: JSON.stringify(shaped) };
}

/**
 * A reply a service serialized once for its API route (and its caches), read back by another module; its
 * shape is the route's contract, which that service's own tests check the JSON against.
 */
export function readSerialized<T>(json: string): T {
  return JSON.parse(json) as T;
}
