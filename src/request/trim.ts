/** §5: submitted payloads have whitespace trimmed from every string value, at any depth. */
export function deepTrim<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((item) => deepTrim(item)) as T;
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = deepTrim(item);
    return out as T;
  }
  // Blobs, FormData, dates and other instances pass through untouched.
  return value;
}

/** §5: GET query parameters drop empty-string, null and undefined values. */
export function dropEmptyParams(params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(params)) {
    if (item === '' || item === null || item === undefined) continue;
    out[key] = item;
  }
  return out;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
