/** The Chinese messages of resource calls (shared with the web pages through the i18n area). */
import { modules as messages } from '../../../../src/i18n/messages/modules';
import { ApiError, fill } from '../http/errors';

export { messages };

/** Fills `{name}` placeholders (the server's own helper). */
export const say = (template: string, params: Record<string, string | number> = {}) => fill(template, params);

/** 400 with a Chinese message (and optional row-level details). */
export const invalid = (msg: string, data: unknown = null) => new ApiError(400, 400, msg, data);
