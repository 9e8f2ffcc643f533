/** Request logging without secrets: tokens in the address are replaced before a line is written. */
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /([?&](?:token|access_token|sessionId|appSecret)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[已隐藏]');
}

/** Fastify logger options: `true` logs to stdout, `{ stream }` to a given stream (tests). */
export function loggerOptions(logger: boolean | { stream: NodeJS.WritableStream } | undefined) {
  if (!logger) return false;
  return {
    ...(logger === true ? {} : { stream: logger.stream }),
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
    },
  };
}
