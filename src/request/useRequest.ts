/**
 * A small `useRequest`-style hook: runs a service on mount and when deps change, answers
 * from the shared 5-minute cache for the same cacheKey, and refreshes on window focus at
 * most once per 5 seconds. Calls made through `hookCall` post tokenInvalid on a 401.
 */
import { useEffect, useRef, useState } from 'react';
import type { RequestClient } from './client';
import { createRequestRunner, RequestCache, type RequestState } from './request-runner';
import type { ApiResult, CallOptions, EndpointDefinition, Payload } from './types';

export const sharedRequestCache = new RequestCache();

export interface UseRequestOptions {
  cacheKey?: string;
  manual?: boolean;
  refreshOnWindowFocus?: boolean;
  deps?: unknown[];
  cache?: RequestCache;
}

export function useRequest<T>(service: (signal: AbortSignal) => Promise<T>, options: UseRequestOptions = {}) {
  const [state, setState] = useState<RequestState<T>>({ loading: !options.manual });
  const serviceRef = useRef(service);
  serviceRef.current = service;
  const [runner] = useState(() =>
    createRequestRunner<T>({
      service: (signal) => serviceRef.current(signal),
      cacheKey: options.cacheKey,
      cache: options.cache ?? sharedRequestCache,
      onChange: setState,
    }),
  );

  useEffect(() => {
    if (!options.manual) void runner.run();
    return () => runner.cancel();
    // Re-runs only when the caller-provided deps change, like useEffect itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, options.deps ?? []);

  useEffect(() => {
    if (!options.refreshOnWindowFocus || typeof window === 'undefined') return undefined;
    const onFocus = () => {
      if (document.visibilityState !== 'hidden') void runner.onFocus();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [options.refreshOnWindowFocus, runner]);

  return { ...state, run: runner.run, refresh: runner.refresh };
}

/** A call as the hooks-based requests make it: a 401 posts {type:'tokenInvalid'} to the top window. */
export function hookCall<T>(client: RequestClient, endpoint: EndpointDefinition, payload?: Payload, options: CallOptions = {}): Promise<ApiResult<T>> {
  return client.call<T>(endpoint, payload, { authFailure: 'postToTop', ...options });
}
