import { z } from 'zod';
import { ENDPOINTS, type Endpoint, type RouteName } from './endpoints.ts';
import { CreateProductBody, LikeState, Product, UpdateProductBody } from './product.ts';
import { UserIdParams, UserProductsPage, UserProductsQuery } from './user.ts';

/** The schemas of one route: what it reads and what it answers, with the status of a success. */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Absent for a reply without a body (204). */
  reply?: z.ZodType;
  status?: 200 | 201 | 204;
}

const ProductParams = z.object({ id: z.uuid({ message: 'Product not found' }) });

/** Every endpoint's schemas, by its name in endpoints.ts; the type demands one entry per endpoint. */
const SCHEMAS = {
  createProduct: { body: CreateProductBody, reply: Product, status: 201 },
  getProduct: { params: ProductParams, reply: Product },
  updateProduct: { params: ProductParams, body: UpdateProductBody, reply: Product },
  likeProduct: { params: ProductParams, reply: LikeState },
  unlikeProduct: { params: ProductParams, reply: LikeState },
  listUserProducts: { params: UserIdParams, query: UserProductsQuery, reply: UserProductsPage },
} as const satisfies { [Name in RouteName]: RouteSchemas };

type Routes = { [Name in RouteName]: (typeof ENDPOINTS)[Name] & (typeof SCHEMAS)[Name] };

/** The route table: each route's method, path, access and schemas (docs/decisions.md, "One route table"). */
export const ROUTES = Object.fromEntries(
  Object.entries(ENDPOINTS).map(([name, endpoint]) => [name, { ...endpoint, ...SCHEMAS[name as RouteName] }]),
) as Routes;

export type Route = Endpoint & RouteSchemas;
type Part<Name extends RouteName, Key extends keyof RouteSchemas> = Routes[Name] extends {
  [K in Key]: infer Schema extends z.ZodType;
}
  ? Schema
  : undefined;

/** What the route answers on success, as the client reads it; `undefined` for a 204. */
export type RouteReply<Name extends RouteName> =
  Part<Name, 'reply'> extends z.ZodType ? z.output<Part<Name, 'reply'>> : undefined;
/** The path parameters a call fills in. */
export type RouteParams<Name extends RouteName> =
  Part<Name, 'params'> extends z.ZodType ? z.output<Part<Name, 'params'>> : undefined;
/** The query a call may send: any of the fields, the server filling in defaults. */
export type RouteQuery<Name extends RouteName> =
  Part<Name, 'query'> extends z.ZodType ? Partial<z.output<Part<Name, 'query'>>> : undefined;
/** The body a call sends, before the server's defaults and transforms. */
export type RouteBody<Name extends RouteName> =
  Part<Name, 'body'> extends z.ZodType ? z.input<Part<Name, 'body'>> : undefined;
