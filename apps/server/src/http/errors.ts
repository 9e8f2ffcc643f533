import { server as messages } from '../../../../src/i18n/messages/server';

export { messages };

/** Result codes besides 0 (success) and the HTTP-like ones (400, 401, 403, 404, 413, 415, 500). */
export const RESULT = {
  failed: 1,
  vcodeRequired: 1001,
  vcodeInvalid: 1002,
  locked: 1003,
} as const;

/** A failure answered as `{result, msg, data}` with the given HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly result: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export function ok<T>(data: T, msg: string = messages.ok) {
  return { result: 0, msg, data };
}

/** Fills `{name}` placeholders of a message (the one implementation, shared with the catalogue and the web). */
export { fill } from '../../../../src/i18n/fill';

export const badRequest = (msg: string = messages.badRequest) => new ApiError(400, 400, msg);
export const unauthorized = (msg: string = messages.tokenInvalid) => new ApiError(401, 401, msg);
export const forbidden = (msg: string = messages.forbiddenTenant) => new ApiError(403, 403, msg);
export const notFound = (msg: string = messages.resourceNotFound) => new ApiError(404, 404, msg);
