import type { FastifyRequest } from 'fastify';

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
