/** The error catalogue of platform-shell §8: every failure becomes one RequestError. */
import { AxiosError, isAxiosError, isCancel } from 'axios';
import { fill } from '../i18n/fill';
import { request as messages } from '../i18n/messages/request';

export type RequestErrorKind =
  | 'http' // non-2xx answer
  | 'noResponse' // sent, but the connection closed without an answer
  | 'network' // the request could not be delivered at all
  | 'aborted'
  | 'timeout'
  | 'result'; // 2xx answer whose result is non-zero

export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  /** HTTP status, or 0 when no answer arrived. */
  readonly status: number;
  /** 404 / 500 for those statuses, the server result for `result` errors, else the kind. */
  readonly code: number | string;
  readonly body?: unknown;

  constructor(kind: RequestErrorKind, message: string, init: { status?: number; code?: number | string; body?: unknown } = {}) {
    super(message);
    this.name = 'RequestError';
    this.kind = kind;
    this.status = init.status ?? 0;
    this.code = init.code ?? kind;
    this.body = init.body;
  }
}

/** Message for a non-2xx status: 404 and 500 have their own; the rest ask to retry. */
export function statusError(status: number, body?: unknown): RequestError {
  if (status === 404) return new RequestError('http', messages.notFound, { status, code: 404, body });
  if (status === 500) return new RequestError('http', messages.serverError, { status, code: 500, body });
  return new RequestError('http', fill(messages.otherStatus, { status }), { status, code: status, body });
}

// Transport codes meaning the request never reached a server.
const UNDELIVERED = new Set(['ERR_NETWORK', 'ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Maps whatever axios threw onto the catalogue. Non-axios errors pass through unchanged. */
export function toRequestError(error: unknown, timeoutMs: number): unknown {
  if (error instanceof RequestError) return error;
  if (isCancel(error)) return new RequestError('aborted', messages.aborted, { code: 'ERR_CANCELED' });
  if (!isAxiosError(error)) return error;
  const axiosError = error as AxiosError;
  if (axiosError.response) return statusError(axiosError.response.status, axiosError.response.data);
  const code = axiosError.code ?? '';
  if (code === 'ECONNABORTED' && axiosError.message === 'Request aborted') {
    return new RequestError('aborted', messages.aborted, { code: 'ECONNABORTED' });
  }
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') {
    return new RequestError('timeout', fill(messages.timeout, { ms: timeoutMs }), { code: 'ETIMEDOUT' });
  }
  if (UNDELIVERED.has(code) || axiosError.message === 'Network Error') {
    return new RequestError('network', messages.networkError, { code: 'ERR_NETWORK' });
  }
  return new RequestError('noResponse', messages.serviceUnavailable, { code: code || 'NO_RESPONSE' });
}
