import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

declare const shapedAs: unique symbol;

/**
 * The JSON of a T, or of a part of a reply, as T's schema shaped it. Only the functions below make one: a
 * reply joined from parts kept in a cache is then typed, and shaped, like one the route's reply schema
 * serializes on every request, at the cost of a join (docs/architecture.md §5, "Replies from cached parts").
 */
export type Json<T> = string & { readonly [shapedAs]: T };

/** Each field of T as its JSON. */
export type JsonFields<T> = { [K in keyof T]-?: Json<T[K]> };

/**
 * Shapes `value` with `schema`, dropping what must not leave the server as the reply schema would, and
 * serializes it: the part a cache keeps.
 */
export function shapeJson<T>(schema: z.ZodType<T>, value: T): Json<T> {
  return JSON.stringify(schema.parse(value)) as Json<T>;
}

/** A number, boolean, string or null: no schema can shape these further. */
export function jsonValue<T extends string | number | boolean | null>(value: T): Json<T> {
  return JSON.stringify(value) as Json<T>;
}

export function jsonArray<T>(items: readonly Json<T>[]): Json<T[]> {
  return `[${items.join(',')}]` as Json<T[]>;
}

/**
 * `"name":json` of each field, comma-separated: a loop rather than entries, map and join, since it runs for
 * every card of a reply. The names are the contracts' field names, identifiers that JSON needs no escape for.
 */
function joinFields(fields: Record<string, string>): string {
  let joined = '';
  for (const name in fields) {
    joined += `${joined === '' ? '' : ','}"${name}":${fields[name]}`;
  }
  return joined;
}

/** An object of its fields' JSON. */
export function jsonObject<T extends object>(fields: JsonFields<T>): Json<T> {
  return `{${joinFields(fields as Record<string, string>)}}` as Json<T>;
}

/** `object` with `fields` it does not have added: a cached object with the parts a viewer's reply adds. */
export function jsonWith<T extends object, Added extends object>(
  object: Json<T>,
  fields: JsonFields<Added>,
): Json<T & Added> {
  const added = joinFields(fields as Record<string, string>);
  if (added === '') return object as string as Json<T & Added>;
  const body = object.slice(1, -1);
  return `{${body}${body === '' ? '' : ','}${added}}` as Json<T & Added>;
}

/**
 * Sends a reply joined from shaped parts as it is; the route's reply schema would only shape it again. Name
 * the route's reply type (`sendJson<RouteReply<'getProduct'>>`) so the parts must make one.
 */
export function sendJson<T>(reply: FastifyReply, json: Json<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
