import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, fill, messages } from './errors';

interface ValidationItem {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** A Chinese message naming the first offending field of a schema failure. */
export function validationMessage(items: readonly ValidationItem[]): string {
  const first = items[0];
  if (!first) return messages.badRequest;
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = first.keyword === 'required' ? [path, String(first.params.missingProperty)].filter(Boolean).join('.') : path || '请求体';
  const template: Record<string, string> = {
    required: messages.fieldRequired,
    type: messages.fieldType,
    maxLength: messages.fieldTooLong,
    minLength: messages.fieldTooShort,
    pattern: messages.fieldFormat,
    enum: messages.fieldEnum,
    minimum: messages.fieldRange,
    maximum: messages.fieldRange,
  };
  return fill(template[first.keyword] ?? messages.fieldFormat, { field });
}

const BY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, messages.badJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, messages.emptyBody],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, messages.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, messages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, messages.badRequest],
};

/** Every failure becomes `{result, msg, data}` with a Chinese msg; never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.httpStatus).send({ result: error.result, msg: error.message, data: error.data });
    }
    if (error.validation) {
      return reply.status(400).send({ result: 400, msg: validationMessage(error.validation as ValidationItem[]), data: null });
    }
    const known = error.code ? BY_CODE[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ result: known[0], msg: known[1], data: null });
    // Other client errors raised by Fastify itself (bad headers, URI …): a generic Chinese 4xx.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ result: error.statusCode, msg: messages.badRequest, data: null });
    }
    request.log.error(error);
    return reply.status(500).send({ result: 500, msg: messages.internalError, data: null });
  });
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', messages.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', messages.requestTimeout],
};

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (an over-long address or
 * header, a malformed request line): answered in the same `{result, msg}` shape, in Chinese.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: import('node:net').Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, msg] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', messages.badRequest];
  const body = JSON.stringify({ result: status, msg, data: null });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
