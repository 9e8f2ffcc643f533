/**
 * The older shared helper of §7: posts default to POST, a failed request resolves with null
 * data instead of rejecting, downloads are blobs saved under the Content-Disposition name,
 * and GET downloads open a new window with the query string.
 */
import type { RequestClient } from './client';
import { defineEndpoint } from './endpoint';
import { RequestError } from './errors';
import type { ApiResult, CallOptions, EndpointInput, Payload } from './types';

export interface LegacyHelper {
  post<T = unknown>(url: string, payload?: Payload, endpoint?: Partial<EndpointInput>, options?: CallOptions): Promise<ApiResult<T | null>>;
  get<T = unknown>(url: string, params?: Payload, endpoint?: Partial<EndpointInput>, options?: CallOptions): Promise<ApiResult<T | null>>;
  download(url: string, payload?: Payload, endpoint?: Partial<EndpointInput>, options?: CallOptions): Promise<ApiResult<null>>;
}

/** The failure shape: the server result (or the error code) with null data. */
function failed(error: unknown): ApiResult<null> {
  if (error instanceof RequestError) {
    const body = error.body as ApiResult<unknown> | undefined;
    const result = error.kind === 'result' && body ? body.result : error.code;
    return { result: typeof result === 'number' ? result : -1, msg: error.message, data: null };
  }
  throw error; // programming errors are not request failures
}

export function createLegacyHelper(client: RequestClient): LegacyHelper {
  async function run<T>(input: EndpointInput, payload: Payload, options?: CallOptions): Promise<ApiResult<T | null>> {
    try {
      return await client.call<T>(defineEndpoint(input), payload, options);
    } catch (error) {
      return failed(error);
    }
  }
  return {
    post: (url, payload, endpoint, options) => run({ entity: 'form', ...endpoint, url, method: endpoint?.method ?? 'post' }, payload, options),
    get: (url, params, endpoint, options) => run({ ...endpoint, url, method: 'get' }, params, options),
    async download(url, payload, endpoint, options) {
      const method = endpoint?.method ?? 'post';
      const mode = method === 'get' ? 'window' : 'blob';
      const answer = await run({ entity: 'form', ...endpoint, url, method, download: mode }, payload, options);
      return { ...answer, data: null };
    },
  };
}
