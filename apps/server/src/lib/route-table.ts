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
  config?: Omit<FastifyContextConfig, 'access'>;
}

/**
 * The options `app.route` takes for a route of the contracts' table: method, url, schemas and access
 * (docs/decisions.md, "One route table"); the handler is the module's. The reply schema sits under the
 * route's success status, so fastify-type-provider-zod types the handler's reply from it.
 */
export function routeOf<Name extends RouteName>(name: Name, { tags, summary, config }: RouteExtras) {
  const route = ROUTES[name] as Routes[Name] &
    Partial<Record<'params' | 'query' | 'body' | 'reply', unknown>> & {
      status?: 200 | 201 | 204;
    };
  const response = route.reply ? { [route.status ?? 200]: route.reply } : undefined;
  return {
    method: route.method,
    url: route.path,
    config: { ...config, access: route.access },
    // Only the parts the route has: an absent part must not reach the document as an empty one.
    schema: definedOnly({
      tags,
      summary,
      params: route.params,
      querystring: route.query,
      body: route.body,
      response,
    }) as {
      tags: string[];
      summary?: string;
      params: Schema<Name, 'params'>;
      querystring: Schema<Name, 'query'>;
      body: Schema<Name, 'body'>;
      response: ReplySchemas<Name>;
    },
  };
}

type StatusOf<Name extends RouteName> = Routes[Name] extends { status: infer Status extends number }
  ? Status
  : 200;
type ReplySchemas<Name extends RouteName> =
  Schema<Name, 'reply'> extends undefined ? undefined : Record<StatusOf<Name>, Schema<Name, 'reply'>>;

function definedOnly<Fields extends Record<string, unknown>>(fields: Fields): Partial<Fields> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<Fields>;
}
