/**
 * The problem-reporting helper of business-modules §8/§9: 120000 ms time-out, and it never
 * rejects. Its own failures become results: a failed request → result 1 'server exception';
 * an aborted request → result '504'; any other rejection → result '404' with the same message.
 */
import { request as messages } from '../i18n/messages/request';
import type { RequestClient } from './client';
import { SPEC_CONSTANTS } from './constants';
import { defineEndpoint } from './endpoint';
import { RequestError } from './errors';
import type { ApiResult, CallOptions, EndpointDefinition, EndpointInput, Payload } from './types';

export interface ProblemReportHelper {
  ajax<T = unknown>(endpoint: EndpointDefinition | EndpointInput | string, payload?: Payload, options?: CallOptions): Promise<ApiResult<T | null>>;
}

export function createProblemReportHelper(client: RequestClient): ProblemReportHelper {
  return {
    async ajax<T>(input: EndpointDefinition | EndpointInput | string, payload?: Payload, options: CallOptions = {}) {
      const base = typeof input === 'string' ? { url: input, method: 'post' as const, entity: 'form' as const } : input;
      const endpoint = defineEndpoint({ timeout: SPEC_CONSTANTS.problemReportTimeoutMs, ...base });
      try {
        return await client.call<T>(endpoint, payload, options);
      } catch (error) {
        if (!(error instanceof RequestError)) return { result: '404', msg: messages.serverException, data: null };
        // A non-zero server result is an answer, returned as the server sent it.
        if (error.kind === 'result') return error.body as ApiResult<T>;
        if (error.kind === 'aborted') return { result: '504', msg: messages.serverException, data: null };
        return { result: 1, msg: messages.serverException, data: null };
      }
    },
  };
}
