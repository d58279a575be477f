import { ROUTES, type RouteName } from '@stylebook/contracts';
import type { FastifyContextConfig } from 'fastify';

type Routes = typeof ROUTES;
type Schema<Name extends RouteName, Key extends string> = Routes[Name] extends { [K in Key]: infer S }
  ? S
  : undefined;

/** What the server document says of a route beside its contract, and the route's own config. */
export interface RouteExtras {
  tags: string[];
  summary?: string;
  description?: string;
  config?: Omit<FastifyContextConfig, 'access'>;
}

/**
 * The options `app.route` takes for a route of the contracts' table: method, url, schemas and access
 * (docs/decisions.md, "One route table"); the handler is the module's. The reply schema sits under the
 * route's success status, so fastify-type-provider-zod types the handler's reply from it.
 */
export function routeOf<Name extends RouteName>(
  name: Name,
  { tags, summary, description, config }: RouteExtras,
) {
  const route = ROUTES[name] as Routes[Name] &
    Partial<Record<'params' | 'query' | 'headers' | 'body' | 'reply', unknown>> & {
      status?: 200 | 201 | 204;
      repeatStatus?: 200;
      errors?: Record<number, unknown>;
    };
  const successes = route.repeatStatus ? [route.status ?? 200, route.repeatStatus] : [route.status ?? 200];
  const replies = {
    ...route.errors,
    ...(route.reply ? Object.fromEntries(successes.map((status) => [status, route.reply])) : {}),
  };
  const response = Object.keys(replies).length > 0 ? replies : undefined;
  return {
    method: route.method,
    url: route.path,
    config: { ...config, access: route.access },
    // Only the parts the route has: an absent part must not reach the document as an empty one.
    schema: definedOnly({
      tags,
      summary,
      description,
      params: route.params,
      querystring: route.query,
      headers: route.headers,
      body: route.body,
      response,
    }) as {
      tags: string[];
      summary?: string;
      description?: string;
      params: Schema<Name, 'params'>;
      querystring: Schema<Name, 'query'>;
      headers: Schema<Name, 'headers'>;
      body: Schema<Name, 'body'>;
      response: ReplySchemas<Name>;
    },
  };
}

type StatusOf<Name extends RouteName> = Routes[Name] extends { status: infer Status extends number }
  ? Status
  : 200;
type RepeatStatusOf<Name extends RouteName> = Routes[Name] extends {
  repeatStatus: infer Status extends number;
}
  ? Status
  : never;
type ErrorSchemas<Name extends RouteName> = Routes[Name] extends { errors: infer Errors } ? Errors : unknown;
type ReplySchemas<Name extends RouteName> =
  Schema<Name, 'reply'> extends undefined
    ? undefined
    : Record<StatusOf<Name> | RepeatStatusOf<Name>, Schema<Name, 'reply'>> & ErrorSchemas<Name>;

function definedOnly<Fields extends Record<string, unknown>>(fields: Fields): Partial<Fields> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<Fields>;
}
