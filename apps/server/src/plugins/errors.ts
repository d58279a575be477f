import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@stylebook/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseTimeout, isDatabaseUnreachable } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { logFailure } from '../lib/outage-log.ts';

/** How soon a client refused for an unreachable database may try again: a restart takes seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/**
 * Every error leaves as `{message, code}` (docs/product.md §15). Client mistakes keep their message; an
 * unreachable database, or a query it cancelled for taking too long, is a 503 the client may retry; anything
 * else is logged with its stack and reaches the client as a generic 500.
 */
export function replyWithError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply
      .status(error.statusCode)
      .send({ ...error.details, message: error.message, code: error.code });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const where = error.validationContext ?? 'request';
    const message = issue
      ? `Invalid ${where}${field ? ` field '${field}'` : ''}: ${issue.message}`
      : error.message;
    return reply.status(400).send({ message, code: 'VALIDATION' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply
      .status(status)
      .send({ message: error.message, code: CODE_BY_STATUS[status] ?? 'VALIDATION' });
  }
  // A query that ran past the statement timeout is the database being too busy for now, not the request's fault.
  if (isDatabaseUnreachable(error) || isDatabaseTimeout(error)) {
    logFailure(request.log, error, 'request failed');
    return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({
      message: 'Stylebook is unavailable for a moment. Try again shortly.',
      code: 'SERVICE_UNAVAILABLE',
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(replyWithError);
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a control character in a header, headers too
 * large, a request too slow to arrive), shaped `{message, code}` like every other error instead of Fastify's
 * `{error, message: 'Client Error', statusCode}`. A reset connection has no one left to answer.
 */
export function replyToClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message, code]: [number, string, ErrorCode] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive', 'VALIDATION']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, "The request's headers are too large", 'PAYLOAD_TOO_LARGE']
        : [400, "The request can't be read", 'VALIDATION'];
  const body = JSON.stringify({ message, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
