/**
 * The request client: one axios instance, endpoint definitions as data, and `call()` that
 * applies every rule of platform-shell §7/§8 (packing, headers, cancellation, time-outs,
 * result convention, error catalogue, 401 handling, downloads, response cache).
 */
import axios, { type AxiosInstance, type AxiosProgressEvent, type AxiosResponse } from 'axios';
import { request as messages } from '../i18n/messages/request';
import { withAdapters, type BrowserAdapters } from './adapters';
import { buildRequest } from './build-config';
import { cacheKey, ResponseCache } from './cache';
import { isSuccessStatus, SPEC_CONSTANTS } from './constants';
import { readDownload, toProgress, type DownloadedFile } from './download';
import { appendQuery, serializeQuery } from './encode';
import { RequestError, toRequestError } from './errors';
import { InFlightRegistry, linkSignal } from './inflight';
import { normalizeResult } from './result';
import { createSessionExpiry, type SessionExpiry } from './session-expiry';
import { dropEmptyParams, isPlainObject } from './trim';
import type { ApiResult, CallOptions, EndpointDefinition, Payload, SessionIdentity } from './types';

function plainHeaders(response: AxiosResponse): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(response.headers ?? {})) {
    if (value !== undefined && value !== null) out[key.toLowerCase()] = String(value);
  }
  return out;
}

export interface RequestClientConfig {
  baseURL?: string;
  /** Read on every call, so a new login is picked up without rebuilding the client. */
  getIdentity?: () => SessionIdentity | null | undefined;
  loginUrl?: string | (() => string | undefined);
  adapters?: Partial<BrowserAdapters>;
  /** Per-call default time-out; 30 s per §9. */
  timeout?: number;
  /** Ticks of the expired-login countdown, for a UI that shows the seconds left. */
  onExpiryTick?: (secondsLeft: number) => void;
  /**
   * Asked when a `session` or `resume` call is answered with HTTP 401 (decision 0206): e.g. a
   * re-login dialog over the page. Resolves true once signed in again (the call is retried
   * once with the new identity), false to give up (the §4 login-timed-out message, the 3 s
   * countdown and the redirect follow). Overlapping 401s share one request. Returns
   * undefined when nothing can resume (no shell on screen): the §4 flow runs at once.
   */
  resumeSession?: () => Promise<boolean> | undefined;
}

export interface RequestClient {
  readonly axios: AxiosInstance;
  readonly adapters: BrowserAdapters;
  readonly inFlight: InFlightRegistry;
  readonly cache: ResponseCache;
  readonly sessionExpiry: SessionExpiry;
  call<T = unknown>(endpoint: EndpointDefinition, payload?: Payload, options?: CallOptions): Promise<ApiResult<T>>;
  download(endpoint: EndpointDefinition, payload?: Payload, options?: CallOptions): Promise<DownloadedFile | undefined>;
}

export function createRequestClient(config: RequestClientConfig = {}): RequestClient {
  const adapters = withAdapters(config.adapters);
  const instance = axios.create({
    baseURL: config.baseURL,
    timeout: SPEC_CONSTANTS.httpClientDefaultTimeoutMs,
    validateStatus: isSuccessStatus,
    xsrfCookieName: SPEC_CONSTANTS.xsrfCookieName,
    xsrfHeaderName: SPEC_CONSTANTS.xsrfHeaderName,
  });
  const inFlight = new InFlightRegistry();
  const cache = new ResponseCache(() => adapters.now());
  const loginUrl = () => (typeof config.loginUrl === 'function' ? config.loginUrl() : config.loginUrl);
  const sessionExpiry = createSessionExpiry(adapters, loginUrl, config.onExpiryTick);
  const identity = (): SessionIdentity => config.getIdentity?.() ?? {};

  const notifyError = (message: string) =>
    adapters.notify(message, { type: 'error', duration: SPEC_CONSTANTS.noticeDurationMs });

  /** Decides who tells the user: the 401 flows, the toast, or nobody (aborts, silent calls). */
  function report(error: RequestError, endpoint: EndpointDefinition, options: CallOptions): void {
    const mode = options.authFailure ?? endpoint.authFailure ?? 'none';
    if (mode === 'resume' && error.status === 401) {
      sessionExpiry.trigger().catch(() => undefined);
      return;
    }
    if (error.kind === 'aborted') return;
    if (mode === 'postToTop' && error.status === 401) {
      adapters.postToTop({ type: 'tokenInvalid' });
      return;
    }
    const statusZero = error.kind === 'network' || error.kind === 'noResponse';
    if (mode === 'session' && (error.status === 401 || statusZero)) {
      sessionExpiry.trigger().catch(() => undefined); // a running countdown already covers it
      return;
    }
    if (!options.silent) notifyError(error.message);
  }

  function openDownloadWindow(endpoint: EndpointDefinition, packed: Payload): void {
    const base = (config.baseURL ?? '').replace(/\/+$/, '');
    const url = /^https?:\/\//.test(endpoint.url) ? endpoint.url : `${base}${endpoint.url}`;
    const params = isPlainObject(packed) ? dropEmptyParams(packed) : {};
    adapters.openWindow(appendQuery(url, serializeQuery(params)));
  }

  let resuming: Promise<boolean> | undefined;
  /** One resume for overlapping 401s; undefined when no handler can resume now. */
  function resume(): Promise<boolean> | undefined {
    if (resuming) return resuming;
    const pending = config.resumeSession?.();
    if (!pending) return undefined;
    resuming = pending.catch(() => false).finally(() => (resuming = undefined));
    return resuming;
  }

  async function call<T>(endpoint: EndpointDefinition, payload?: Payload, options: CallOptions = {}): Promise<ApiResult<T>> {
    const mode = options.authFailure ?? endpoint.authFailure ?? 'none';
    const resumable = mode === 'session' || mode === 'resume';
    try {
      return await attempt<T>(endpoint, payload, options, resumable);
    } catch (error) {
      if (!resumable || !(error instanceof RequestError) || error.status !== 401) throw error;
      const pending = sessionExpiry.running ? undefined : resume();
      if (!pending) {
        report(error, endpoint, options);
        throw error;
      }
      if (!(await pending)) {
        // The user chose to leave (or the session cannot be resumed): the §4/§8 flow.
        report(error, endpoint, options);
        throw error;
      }
      return attempt<T>(endpoint, payload, options, false);
    }
  }

  async function attempt<T>(endpoint: EndpointDefinition, payload: Payload | undefined, options: CallOptions, deferUnauthorized: boolean): Promise<ApiResult<T>> {
    const built = buildRequest(endpoint, payload, options, identity(), adapters.readCookie, config.timeout ?? SPEC_CONSTANTS.requestTimeoutMs);
    if (endpoint.download === 'window') {
      openDownloadWindow(endpoint, built.packed);
      return { result: 0, data: undefined as T };
    }
    const cacheTtl = endpoint.cache ? (endpoint.cache === true ? SPEC_CONSTANTS.responseCacheTtlMs : endpoint.cache.ttl) : 0;
    const key = cacheKey(endpoint.method, endpoint.url, built.packed);
    const cached = cacheTtl ? cache.get<ApiResult<T>>(key) : undefined;
    if (cached) return cached;

    const controller = inFlight.begin(endpoint.url, options.noCancel ?? endpoint.noCancel);
    linkSignal(options.signal, controller);
    try {
      let body: ApiResult<T>;
      if (endpoint.download) {
        const response: AxiosResponse<ArrayBuffer> = await instance.request({
          ...built.config,
          signal: controller.signal,
          responseType: 'arraybuffer',
          onDownloadProgress: options.onDownloadProgress && ((event) => options.onDownloadProgress?.(toProgress(event))),
        });
        options.onResponseHeaders?.(plainHeaders(response));
        body = readDownload(response, options.fileName) as ApiResult<T>;
      } else {
        const response = await instance.request({
          ...built.config,
          signal: controller.signal,
          ...(options.onUploadProgress ? { onUploadProgress: (event: AxiosProgressEvent) => options.onUploadProgress?.(toProgress(event)) } : {}),
        });
        options.onResponseHeaders?.(plainHeaders(response));
        body = normalizeResult<T>(response.data);
      }
      if (body.result !== 0) {
        const message = typeof body.msg === 'string' && body.msg ? body.msg : messages.requestFailed;
        throw new RequestError('result', message, { status: 200, code: body.result, body });
      }
      if (endpoint.download === 'blob') {
        const file = body.data as unknown as DownloadedFile;
        adapters.saveFile(file.blob, file.fileName);
      }
      if (cacheTtl) cache.set(key, body, cacheTtl);
      return body;
    } catch (thrown) {
      const error = toRequestError(thrown, built.timeout);
      // A 401 that may still be resumed is reported by call() once the resume is decided.
      if (error instanceof RequestError && !(deferUnauthorized && error.status === 401)) report(error, endpoint, options);
      throw error;
    } finally {
      inFlight.end(endpoint.url, controller);
    }
  }

  async function download(endpoint: EndpointDefinition, payload?: Payload, options: CallOptions = {}) {
    const target = endpoint.download ? endpoint : { ...endpoint, download: 'blob' as const };
    const body = await call<DownloadedFile | undefined>(target, payload, options);
    return body.data;
  }

  return { axios: instance, adapters, inFlight, cache, sessionExpiry, call, download };
}
