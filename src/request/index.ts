/** Public entry of the request layer (platform-shell §7–§9). */
export * from './types';
export { SPEC_CONSTANTS, isSuccessStatus, type SpecConstants, type ThemeName } from './constants';
export { browserAdapters, withAdapters, type BrowserAdapters, type NoticeType } from './adapters';
export { defineEndpoint, createEndpoints } from './endpoint';
export { createRequestClient, type RequestClient, type RequestClientConfig } from './client';
export { RequestError, type RequestErrorKind } from './errors';
export { deepTrim, dropEmptyParams } from './trim';
export { packPayload } from './packing';
export { authHeaders, xsrfHeader } from './headers';
export { normalizeResult } from './result';
export { fileNameFromDisposition } from './content-disposition';
export type { DownloadedFile } from './download';
export { ResponseCache } from './cache';
export { createCountdown, AlreadyRunningError, type Countdown } from './countdown';
export { createLegacyHelper, type LegacyHelper } from './legacy-helper';
export { createProblemReportHelper, type ProblemReportHelper } from './problem-report-helper';
export { RequestCache, createFocusGate, createRequestRunner } from './request-runner';
export { useRequest, hookCall, sharedRequestCache, type UseRequestOptions } from './useRequest';
