import fc from 'fast-check';
import { spellingsOf, type Spelling } from './spellings.ts';

/**
 * Bad and near-valid HTTP requests for the operations of an OpenAPI document, for the API fuzz test.
 * Only the JSON Schema that `jsonSchemaTransform` writes for our zod contracts is understood: types, enums,
 * formats (uuid, email, uri), patterns, bounds, arrays and objects.
 */

export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  nullable?: boolean;
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One route of the document: `path` in OpenAPI form (`/api/products/{id}`). */
export interface FuzzOperation {
  method: HttpMethod;
  path: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  body: JsonSchema | undefined;
}

const HTTP_METHODS = ['get', 'head', 'post', 'put', 'delete', 'patch'] as const;

/** The operations of an OpenAPI 3 document, as `app.swagger()` returns it. */
export function operationsOf(document: { paths?: object }): FuzzOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => method in item).map((method): FuzzOperation => {
      // Only the parts read below, which our zod contracts always produce.
      const operation = (item as Record<string, OpenApiOperation>)[method]!;
      return {
        method: method.toUpperCase() as HttpMethod,
        path,
        pathParams: operation.parameters?.filter((parameter) => parameter.in === 'path') ?? [],
        queryParams: operation.parameters?.filter((parameter) => parameter.in === 'query') ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

/**
 * Real values of the test's world, so near-valid requests reach the services instead of stopping at
 * validation. `ids` holds row ids by kind, named as the URL names them (`users`, `products`): a field or
 * path parameter draws from its kind (`productIds`, `/looks/{id}`). `named` offers values by field name
 * (`email`, `signature`); `strings` serve any string field they fit.
 */
export interface FuzzPool {
  ids: Record<string, string[]>;
  named: Record<string, string[]>;
  strings: string[];
}

/** The kind of id a field holds: `productId` and `productIds` hold `products`; `users` holds `users`. */
function idKind(name: string | undefined): string | undefined {
  const prefix = name?.match(/^(.+)Ids?$/)?.[1];
  return prefix ? `${prefix}s` : name;
}

/** What one generated request is; fast-check prints it as the counterexample when a case fails. */
export interface FuzzRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Strings the database, URL decoding or JSON handling may choke on. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u000b\u000c\u000e\u001b\u001f\u007f',
  '\r\n',
  '\t',
  '\u0085\u2028\u2029',
  '\u200b\ufeff',
  '\u202e',
  '\ud800',
  'x\udc00y',
  '\udbff\udfff',
  '🙂',
  'é',
  'ǅ',
  'ß'.repeat(50),
  '..',
  '../../etc/passwd',
  '%00',
  '%',
  '%E0%A4%A',
  '\\',
  '/',
  '//',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '1e400',
  '0x1F',
  '1_000',
  '2147483648',
  '9007199254740993',
  '__proto__',
  'constructor',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '{"a":1}',
  'x'.repeat(10_000),
  '\u0000'.repeat(300),
];

/** Numbers past the edges of int4, of safe integers and of floats, as JSON can carry them. */
const NASTY_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** NUL above all: PostgreSQL text cannot hold it, so it is the control character most likely to hurt. */
const controlChar = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.integer({ min: 0x7f, max: 0x9f }).map((code) => String.fromCharCode(code)) },
);
const controlString = fc.string({
  unit: fc.oneof(controlChar, fc.constantFrom('a', 'Z', '0', ' ', '.')),
  minLength: 1,
  maxLength: 20,
});
const loneSurrogates = fc
  .array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 4 })
  .map((codes) => `x${String.fromCharCode(...codes)}y`);

const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: controlString },
  { weight: 1, arbitrary: loneSurrogates },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

const nastyNumber = fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.double(), fc.integer());

/** Any JSON value of the wrong kind, or a hostile one of the right kind. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { '': null }, [[[[]]]]),
  fc.jsonValue({ maxDepth: 2 }),
);

/** URLs that never leave the machine: the scraper's guard refuses these addresses before connecting. */
const offlineUrl = fc
  .tuple(
    fc.constantFrom('http', 'https'),
    fc.constantFrom(
      '127.0.0.1',
      'localhost',
      '[::1]',
      '10.0.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
    ),
    fc.webPath(),
    fc.option(fc.webQueryParameters(), { nil: undefined }),
  )
  .map(([scheme, host, path, query]) => `${scheme}://${host}${path}${query ? `?${query}` : ''}`);

/** An id of the kind `name` says, any id of the world, or a fresh uuid; row ids get most requests deeper. */
function idFor(name: string | undefined, pool: FuzzPool): fc.Arbitrary<string> {
  const ofKind = pool.ids[idKind(name) ?? ''] ?? [];
  const all = Object.values(pool.ids).flat();
  return fc.oneof(
    ...(ofKind.length > 0 ? [{ weight: 6, arbitrary: fc.constantFrom(...ofKind) }] : []),
    ...(all.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...all) }] : []),
    { weight: 1, arbitrary: fc.uuid() },
  );
}

/** Values the schema accepts (or nearly: zod refinements the JSON Schema cannot say are not known here). */
export function validValue(schema: JsonSchema, pool: FuzzPool, name?: string): fc.Arbitrary<unknown> {
  const value = validValueOfType(schema, pool, name);
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

function validValueOfType(schema: JsonSchema, pool: FuzzPool, name?: string): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return validString(schema, pool, name);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -(2 ** 31), Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 2 ** 31 - 1, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}, pool, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, validValue(property, pool, key)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return nastyValue;
  }
}

function validString(schema: JsonSchema, pool: FuzzPool, name?: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  const fits = (value: string) =>
    value.length >= minLength && value.length <= maxLength && (!pattern || pattern.test(value));
  if (schema.format === 'uuid') return idFor(name, pool);
  const generated =
    schema.format === 'email'
      ? fc.emailAddress()
      : schema.format === 'uri'
        ? offlineUrl
        : pattern
          ? fc.stringMatching(pattern).filter(fits)
          : fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 60) });
  const named = (name ? (pool.named[name] ?? []) : []).filter(fits);
  const known = pool.strings.filter(fits);
  return fc.oneof(
    ...(named.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...named) }] : []),
    ...(known.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 2, arbitrary: generated },
  );
}

/** Values just outside the schema: its edges, lengths and types, and any nasty value. */
function invalidValue(schema: JsonSchema, pool: FuzzPool, name?: string): fc.Arbitrary<unknown> {
  const edges: unknown[] = [];
  if (schema.minimum !== undefined) edges.push(schema.minimum - 1, schema.minimum - 0.5);
  if (schema.maximum !== undefined) edges.push(schema.maximum + 1, schema.maximum + 0.5);
  if (schema.maxLength !== undefined) edges.push('x'.repeat(schema.maxLength + 1));
  const structural: fc.WeightedArbitrary<unknown>[] = [];
  if (schema.type === 'object' && schema.properties) {
    structural.push({ weight: 4, arbitrary: mutatedObject(schema, pool) });
  }
  if (schema.type === 'array' && schema.items) {
    const item = validValue(schema.items, pool, name);
    const tooMany = (schema.maxItems ?? 20) + 1;
    structural.push(
      { weight: 1, arbitrary: fc.array(item, { minLength: tooMany, maxLength: tooMany }) },
      {
        weight: 3,
        arbitrary: fc.array(fc.oneof(item, invalidValue(schema.items, pool, name)), {
          minLength: 1,
          maxLength: 4,
        }),
      },
    );
  }
  if (schema.type === 'string') {
    // The right shape with something nasty inside it, so it passes a format check but not the database.
    structural.push({
      weight: 4,
      arbitrary: fc
        .tuple(validString(schema, pool, name), fc.oneof(controlChar, controlChar, nastyString), fc.nat())
        .map(([valid, nasty, at]) => spliceAt(valid, nasty, at)),
    });
  }
  return fc.oneof(
    ...(edges.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...edges) }] : []),
    ...structural,
    { weight: 2, arbitrary: nastyValue },
  );
}

function spliceAt(text: string, insert: string, at: number): string {
  const position = text.length === 0 ? 0 : at % (text.length + 1);
  return text.slice(0, position) + insert + text.slice(position);
}

/** A valid object with one or two fields made invalid or removed, or an unknown field added. */
function mutatedObject(schema: JsonSchema, pool: FuzzPool): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const valid = validValue({ ...schema, nullable: false }, pool) as fc.Arbitrary<Record<string, unknown>>;
  if (properties.length === 0) return valid;
  const change = fc.oneof(
    ...properties.map(([key, property]) =>
      fc.record({
        key: fc.constant(key),
        value: fc.oneof(
          { weight: 5, arbitrary: invalidValue(property, pool, key) },
          { weight: 1, arbitrary: fc.constant(REMOVE) },
        ),
      }),
    ),
    fc.record({ key: fc.constantFrom('unknownField', '__proto__', 'constructor'), value: nastyValue }),
  );
  return fc.tuple(valid, fc.array(change, { minLength: 1, maxLength: 2 })).map(([object, changes]) => {
    const copy: Record<string, unknown> = { ...object };
    for (const { key, value } of changes) {
      if (value === REMOVE) delete copy[key];
      else Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return copy;
  });
}

const REMOVE = Symbol('remove');

/** Bodies no JSON parser should accept, or should accept only to find the wrong shape. */
const BROKEN_JSON = [
  '',
  '{',
  '{"a":',
  '[',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\u0000',
  '"\u0000"',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '[]',
  '"a string"',
  '12',
  'null',
  '\ufeff{}',
  '['.repeat(5_000) + ']'.repeat(5_000),
  '{"a":"' + 'x'.repeat(1_100_000) + '"}',
];

/**
 * A path segment as a client might send it: a pool id, a uuid, or something odd, raw or encoded. `name` is
 * what the segment holds: the parameter's name, or for a bare `{id}` the segment before it (`users`).
 */
function pathSegment(parameter: OpenApiParameter, name: string, pool: FuzzPool): fc.Arbitrary<string> {
  const odd = fc.constantFrom(
    '%00',
    'a%00b.webp',
    '%E0%A4%A',
    '%',
    '%ZZ',
    '..',
    '%2e%2e',
    '..%2f..%2fetc%2fpasswd',
    '%2F',
    '%C0%AE',
    '%ED%A0%80',
    '%F0%9F%99%82',
    'ü',
    '%20',
    'a;b',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'not-a-uuid',
    '1',
    '-1',
    '2147483648',
  );
  return fc.oneof(
    { weight: 6, arbitrary: validValue(parameter.schema, pool, name).map(encodeValue) },
    { weight: 1, arbitrary: odd },
    { weight: 1, arbitrary: nastyString.map(encodeValue) },
  );
}

interface QueryEntry {
  name: string;
  values: string[];
}

/**
 * A query string: each parameter absent or valid, and in two of three cases one of them made bad (an invalid
 * value, a raw percent sequence, the key given twice) or an unknown parameter added, so the rest of the
 * request stays valid and reaches the service.
 */
function queryOf(parameters: OpenApiParameter[], pool: FuzzPool): fc.Arbitrary<QueryEntry[]> {
  const valid = (parameter: OpenApiParameter) =>
    validValue(parameter.schema, pool, parameter.name).map(encodeValue);
  const raw = fc.constantFrom('%00', '%', '%E0%A4%A', '%ED%A0%80', '', '+', '%2B', 'NaN', '1e1000', ' 1');
  const bad = (parameter: OpenApiParameter): fc.Arbitrary<string[]> => {
    const invalid = invalidValue(parameter.schema, pool, parameter.name).map(encodeValue);
    return fc.oneof(
      { weight: 4, arbitrary: invalid.map((value) => [value]) },
      { weight: 1, arbitrary: raw.map((value) => [value]) },
      { weight: 1, arbitrary: fc.tuple(valid(parameter), invalid) },
    );
  };
  const entries = fc.tuple(
    ...parameters.map((parameter) =>
      fc
        .option(valid(parameter), { nil: undefined })
        .map((value): QueryEntry => ({ name: parameter.name, values: value === undefined ? [] : [value] })),
    ),
  );
  const mutation = fc.oneof(
    ...parameters.map((parameter) =>
      bad(parameter).map((values): QueryEntry => ({ name: parameter.name, values })),
    ),
    fc.constant<QueryEntry>({ name: 'unknown', values: [encodeValue('\u0000')] }),
  );
  return fc
    .tuple(entries, fc.option(mutation, { nil: undefined, freq: 3 }))
    .map(([all, changed]) => (changed ? [...all.filter(({ name }) => name !== changed.name), changed] : all));
}

/** Percent-encodes a value as UTF-8 (a lone surrogate becomes U+FFFD, as any client would send it). */
function encodeValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
  'multipart/form-data; boundary=x',
];

/** The body of a request: mostly JSON of near-valid shapes, sometimes broken JSON or another type. */
function bodyOf(operation: FuzzOperation, pool: FuzzPool) {
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((body) => ({ payload: JSON.stringify(body) ?? 'null', contentType: 'application/json' }));
  const broken = fc.record({
    payload: fc.constantFrom(...BROKEN_JSON),
    contentType: fc.constant('application/json'),
  });
  const otherType = fc.record({
    payload: fc.oneof(nastyString, fc.constant('{}')),
    contentType: fc.constantFrom(...CONTENT_TYPES),
  });
  const none = fc.constant({ payload: undefined, contentType: undefined });
  if (!operation.body) {
    return fc.oneof({ weight: 6, arbitrary: none }, json(nastyValue), broken, otherType);
  }
  return fc.oneof(
    { weight: 3, arbitrary: json(validValue(operation.body, pool)) },
    { weight: 6, arbitrary: json(mutatedObject(operation.body, pool)) },
    { weight: 2, arbitrary: json(invalidValue(operation.body, pool)) },
    { weight: 1, arbitrary: broken },
    { weight: 1, arbitrary: otherType },
    { weight: 1, arbitrary: none },
  );
}

/**
 * Requests for one operation: two in three carry `token` (most routes need a signed-in person to go deeper),
 * the rest are anonymous or carry an Authorization header that is not a valid bearer token. A GET is
 * sometimes a HEAD.
 */
export function requestsFor(
  operation: FuzzOperation,
  pool: FuzzPool,
  token: string,
): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(
    ...operation.pathParams.map((parameter) => {
      const before = operation.path.split(`/{${parameter.name}}`)[0]?.split('/').pop();
      return pathSegment(parameter, parameter.name === 'id' && before ? before : parameter.name, pool);
    }),
  );
  const query = queryOf(operation.queryParams, pool);
  const authorization = fc.oneof(
    { weight: 20, arbitrary: fc.constant(`Bearer ${token}`) },
    { weight: 9, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('Bearer', 'Basic abc', 'Bearer a.b.c', 'Bearer \u0000', 'bearer  x'),
    },
  );
  const method: fc.Arbitrary<HttpMethod> =
    operation.method === 'GET'
      ? fc.oneof({ weight: 3, arbitrary: fc.constant('GET') }, { weight: 1, arbitrary: fc.constant('HEAD') })
      : fc.constant(operation.method);
  return fc
    .record({ method, params, query, body: bodyOf(operation, pool), authorization })
    .map(({ method, params, query, body, authorization }) => {
      let index = 0;
      const path = operation.path.replace(/\{[^}]+\}/g, () => params[index++] ?? '');
      const search = query.flatMap(({ name, values }) => values.map((value) => `${name}=${value}`)).join('&');
      const headers: Record<string, string> = {};
      if (authorization) headers.authorization = authorization;
      if (body.contentType) headers['content-type'] = body.contentType;
      return {
        method,
        url: search ? `${path}?${search}` : path,
        headers,
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      };
    });
}

/** Paths no route owns, for the not-found handler and the SPA fallback. */
export const unknownPathRequests: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.constantFrom<HttpMethod>('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'),
    prefix: fc.constantFrom(
      '/',
      '/api/',
      '/identity/',
      '/media/',
      '/dev/',
      '/r/',
      '/collections/',
      '/assets/',
    ),
    segment: fc.oneof(
      fc.constantFrom(
        '%00',
        '%E0%A4%A',
        '%',
        '..',
        '%2e%2e/%2e%2e/etc/passwd',
        'x.js',
        'index.html',
        'a%00.js',
      ),
      nastyString.map(encodeValue),
    ),
    accept: fc.constantFrom('text/html', 'application/json', '*/*', ''),
  })
  .map(({ method, prefix, segment, accept }): FuzzRequest => ({
    method,
    url: `${prefix}${segment}`,
    headers: accept ? { accept } : {},
  }));

/** A request and how its target is spelled (test/spellings.ts), one it can be sent in. */
export type SpelledFuzzRequest = [FuzzRequest, Spelling];

/** `requests`, each with a spelling of its target drawn from those it can be sent in. */
export function spelled(requests: fc.Arbitrary<FuzzRequest>): fc.Arbitrary<SpelledFuzzRequest> {
  return requests.chain((request) =>
    fc.constantFrom(...spellingsOf(request)).map((spelling): SpelledFuzzRequest => [request, spelling]),
  );
}
