/** The result convention of §7: result 0 is success, fields result, msg, data, exception. */
import type { ApiResult } from './types';

/**
 * A body whose `result` is a number is used as is; any other body is wrapped as data with
 * result 0 (the older helper's rule, applied everywhere so callers see one shape).
 */
export function normalizeResult<T>(body: unknown): ApiResult<T> {
  if (body !== null && typeof body === 'object' && typeof (body as { result?: unknown }).result === 'number') {
    return body as ApiResult<T>;
  }
  return { result: 0, data: body as T };
}

export function isSuccessResult(body: ApiResult<unknown>): boolean {
  return body.result === 0;
}
