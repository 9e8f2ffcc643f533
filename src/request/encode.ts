/** How a packed payload travels: query string, url-encoded form or raw JSON (§7). */
import { isPlainObject } from './trim';

export const CONTENT_TYPE_JSON = 'application/json;charset=UTF-8';
export const CONTENT_TYPE_FORM = 'application/x-www-form-urlencoded;charset=UTF-8';

/** Objects and lists inside a form or query string travel as JSON text. */
function fieldText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** Serialises parameters for the query string; lists of scalars repeat the key. */
export function toSearchParams(params: Record<string, unknown>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value) && value.every((item) => !isPlainObject(item) && !Array.isArray(item))) {
      for (const item of value) search.append(key, fieldText(item));
    } else {
      search.append(key, value === null ? '' : fieldText(value));
    }
  }
  return search;
}

export function serializeQuery(params: Record<string, unknown>): string {
  return toSearchParams(params).toString();
}

/** Url-encoded form body. */
export function toFormBody(payload: Record<string, unknown>): string {
  return toSearchParams(payload).toString();
}

export function appendQuery(url: string, query: string): string {
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
