import { badRequest, fill, messages } from './errors';

/**
 * The "parameters" packing mode: the payload as a JSON string. Parses it and checks that the
 * named fields are non-empty strings of sane length.
 */
export function parseParameters(raw: string, required: readonly string[]): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest(messages.parametersInvalid);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(messages.parametersInvalid);
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'string' || typeof v === 'number') out[key] = String(v).trim();
    if (out[key]?.includes('\u0000')) throw badRequest(fill(messages.fieldControlChar, { field: `parameters.${key}` }));
  }
  for (const key of required) {
    const v = out[key];
    if (!v) throw badRequest(fill(messages.fieldRequired, { field: `parameters.${key}` }));
    if (v.length > 200) throw badRequest(fill(messages.fieldTooLong, { field: `parameters.${key}` }));
  }
  return out;
}
