/** Shared types of the request layer (platform-shell §7). */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Payload-packing modes of §7, each named after what it adds:
 * - `none`: payload sent as is
 * - `identity`: adds tenantId, userId, access_token and token
 * - `parameters`: `{ parameters: JSON.stringify(payload) }`
 * - `authParam`: `{ authParam: {tenantId, userId}, param, reqMethod, isJsonP }`
 * - `userName`: adds userName
 * - `systemUserId`: adds systemUserId
 * - `token`: adds only the token
 * - `carDataJson`: `{ carDataJson: JSON.stringify(payload) }`
 * - `parametersWithUserId`: `{ parameters: JSON.stringify(payload), userId }`
 */
export type PackMode =
  | 'none'
  | 'identity'
  | 'parameters'
  | 'authParam'
  | 'userName'
  | 'systemUserId'
  | 'token'
  | 'carDataJson'
  | 'parametersWithUserId';

/** json: raw JSON body; form: url-encoded body; query: payload serialised into the query string. */
export type EntityType = 'json' | 'form' | 'query';

/** blob: saved under the Content-Disposition name; window: opened in a new window; data: returned, not saved (images shown in the page). */
export type DownloadMode = 'blob' | 'window' | 'data';

/**
 * What happens on HTTP 401 (and status 0 for session calls). `resume` (business calls):
 * a 401 asks the client's `resumeSession` to sign in again and retries the call; status 0
 * is a plain error there, since signing in again cannot fix the network (decision 0206).
 */
export type AuthFailureMode = 'none' | 'session' | 'resume' | 'postToTop';

export interface EndpointDefinition {
  url: string;
  method: HttpMethod;
  pack: PackMode;
  entity: EntityType;
  download?: DownloadMode;
  headers?: Record<string, string>;
  /** Sent without Authorization / access_token headers. */
  tokenless?: boolean;
  /** A newer call to the same URL does not abort this one. */
  noCancel?: boolean;
  timeout?: number;
  /** Opt-in response cache; `true` uses the 60000 ms default time-to-live. */
  cache?: boolean | { ttl: number };
  authFailure?: AuthFailureMode;
  /** Only for the `authParam` packing mode. */
  reqMethod?: string;
  isJsonP?: boolean;
}

export type EndpointInput = Pick<EndpointDefinition, 'url'> & Partial<Omit<EndpointDefinition, 'url'>>;

/** Who is calling: read from the session on every call. */
export interface SessionIdentity {
  tenantId?: string;
  userId?: string;
  userName?: string;
  systemUserId?: string;
  token?: string;
  /** Alternate token preferred for the access_token header. */
  accessToken?: string;
}

/** The result convention: result 0 is success. */
export interface ApiResult<T = unknown> {
  result: number | string;
  msg?: string;
  data: T;
  exception?: unknown;
}

export interface DownloadProgress {
  loaded: number;
  total?: number;
  /** 0–100, when the total is known. */
  percent?: number;
}

export type Payload = Record<string, unknown> | unknown[] | FormData | undefined;

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeout?: number;
  noCancel?: boolean;
  tokenless?: boolean;
  authFailure?: AuthFailureMode;
  /** Skip the toast for this call (the caller shows its own message). */
  silent?: boolean;
  onDownloadProgress?: (progress: DownloadProgress) => void;
  /** Progress of the request body (uploads: video clips). */
  onUploadProgress?: (progress: DownloadProgress) => void;
  /** Receives the response headers, e.g. the login's access-token header. */
  onResponseHeaders?: (headers: Record<string, string>) => void;
  /** File name used when the response has no Content-Disposition. */
  fileName?: string;
}
