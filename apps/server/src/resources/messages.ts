/** The Chinese messages of resource calls (shared with the web pages through the i18n area). */
import { modules as messages } from '../../../../src/i18n/messages/modules';
import { fill } from '../../../catalogue/src/model/display';
import { ApiError } from '../http/errors';

export { messages };

/** Fills `{name}` placeholders: the catalogue's fill (src/i18n/fill.ts), under the resources' name. */
export const say = fill;

/** 400 with a Chinese message (and optional row-level details). */
export const invalid = (msg: string, data: unknown = null) => new ApiError(400, 400, msg, data);
