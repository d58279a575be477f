// No zod here: the browser's client reads this at run time (issue 12); the schemas are in routes.ts.

/**
 * Who may call a route. The server's access hook answers before the handler runs: `signedIn` refuses a
 * signed-out request (401), `verified` also an unverified email (403 `EMAIL_NOT_VERIFIED`); `ownToken`
 * routes read `Authorization` themselves, as a token of their own rather than a session's. Owner and role
 * rules are the services' (docs/decisions.md, "Access declared per route").
 */
export const ACCESS = ['public', 'signedIn', 'verified', 'ownToken'] as const;
export type Access = (typeof ACCESS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify's form: `:name` marks a path parameter. */
  path: string;
  access: Access;
}

/**
 * The JSON API, one entry per route: its method, path and access. routes.ts gives each the schemas of its
 * params, query, body and reply; the server registers both, the client derives its calls from them.
 */
export const ENDPOINTS = {
  createProduct: { method: 'POST', path: '/api/products', access: 'verified' },
  getProduct: { method: 'GET', path: '/api/products/:id', access: 'public' },
  updateProduct: { method: 'PUT', path: '/api/products/:id', access: 'signedIn' },
  likeProduct: { method: 'POST', path: '/api/products/:id/like', access: 'verified' },
  unlikeProduct: { method: 'DELETE', path: '/api/products/:id/like', access: 'verified' },
  listUserProducts: { method: 'GET', path: '/api/users/:id/products', access: 'public' },
} as const satisfies Record<string, Endpoint>;

export type RouteName = keyof typeof ENDPOINTS;
