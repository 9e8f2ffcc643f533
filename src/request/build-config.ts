/** Turns an endpoint, a payload and the session into one axios request config (§7). */
import type { AxiosRequestConfig } from 'axios';
import { SPEC_CONSTANTS } from './constants';
import { CONTENT_TYPE_FORM, CONTENT_TYPE_JSON, serializeQuery, toFormBody } from './encode';
import { authHeaders, xsrfHeader } from './headers';
import { packPayload } from './packing';
import { deepTrim, dropEmptyParams, isPlainObject } from './trim';
import type { CallOptions, EndpointDefinition, Payload, SessionIdentity } from './types';

export interface BuiltRequest {
  config: AxiosRequestConfig;
  /** The packed payload, for cache keys and window downloads. */
  packed: Payload;
  timeout: number;
}

export function resolveTimeout(endpoint: EndpointDefinition, options: CallOptions, fallback: number): number {
  if (options.timeout !== undefined) return options.timeout;
  if (endpoint.timeout !== undefined) return endpoint.timeout;
  return endpoint.download ? SPEC_CONSTANTS.downloadTimeoutMs : fallback;
}

const isFormData = (value: unknown): value is FormData =>
  typeof FormData !== 'undefined' && value instanceof FormData;

const QUERY_TOKEN_KEYS = ['token', 'access_token'];

export function buildRequest(
  endpoint: EndpointDefinition,
  payload: Payload,
  options: CallOptions,
  who: SessionIdentity,
  readCookie: (name: string) => string | undefined,
  fallbackTimeout: number,
): BuiltRequest {
  const packed = packPayload(endpoint.pack, deepTrim(payload), who, endpoint);
  const timeout = resolveTimeout(endpoint, options, fallbackTimeout);
  const tokenless = options.tokenless ?? endpoint.tokenless ?? false;
  const headers: Record<string, string> = {
    ...authHeaders(who, tokenless),
    ...xsrfHeader(readCookie),
    ...endpoint.headers,
    ...options.headers,
  };
  const config: AxiosRequestConfig = {
    url: endpoint.url,
    method: endpoint.method,
    timeout,
    headers,
    paramsSerializer: { serialize: serializeQuery },
  };
  const inQuery = endpoint.method === 'get' || endpoint.entity === 'query';
  if (inQuery) {
    if (packed !== undefined && !isPlainObject(packed)) {
      throw new TypeError('Query parameters must be an object');
    }
    // A query string ends up in server logs, history and Referer: when the headers carry the
    // token, it is not repeated there (issue 15).
    const params = { ...(packed ?? {}) } as Record<string, unknown>;
    if (!tokenless && who.token) for (const key of QUERY_TOKEN_KEYS) delete params[key];
    config.params = dropEmptyParams(params);
  } else if (isFormData(packed)) {
    config.data = packed; // the browser sets the multipart boundary itself
  } else if (endpoint.entity === 'form') {
    headers['Content-Type'] = CONTENT_TYPE_FORM;
    config.data = toFormBody(isPlainObject(packed) ? packed : {});
  } else {
    headers['Content-Type'] = CONTENT_TYPE_JSON;
    config.data = JSON.stringify(packed ?? {});
  }
  return { config, packed, timeout };
}
