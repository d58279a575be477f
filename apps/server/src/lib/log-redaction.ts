import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret: email-link codes, the extension hand-off's tokens, and the OpenID
 * callback's code and state. Pages that receive them are plain GETs, so their addresses reach the request log.
 */
const SECRET_QUERY_PARAMETERS = new Set(['oobcode', 'token', 'refreshtoken', 'code', 'state']);

/** The address with the value of every secret query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_QUERY_PARAMETERS.has(safeDecode(name).toLowerCase())
        ? `${name}=[redacted]`
        : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's default request serializer, with secrets taken out of the address. */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Paths whose values must never reach the logs. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];
/** Requests are logged with the secrets of their query (email-link codes, extension tokens) taken out. */
const LOG_SERIALIZERS = { req: serializeRequestForLog };

/**
 * The app's logger options for Fastify: a child of the logger the caller passes (tests, a shared logger), or
 * a new logger at `level`, or none (`false`); requests are logged redacted either way.
 */
export function appLoggerOptions(level: string, logger: FastifyBaseLogger | boolean | undefined) {
  if (typeof logger === 'object')
    return { loggerInstance: logger.child({}, { serializers: LOG_SERIALIZERS }) };
  return { logger: logger === false ? false : { level, redact: REDACT, serializers: LOG_SERIALIZERS } };
}
