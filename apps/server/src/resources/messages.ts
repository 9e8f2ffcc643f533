/** The Chinese messages of resource calls (shared with the web pages through the i18n area). */
import { modules as messages } from '../../../../src/i18n/messages/modules';
import { ApiError } from '../http/errors';

export { messages };

export function say(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** 400 with a Chinese message (and optional row-level details). */
export const invalid = (msg: string, data: unknown = null) => new ApiError(400, 400, msg, data);
