/** Downloads (§7): the answer becomes a Blob saved under the Content-Disposition name. */
import type { AxiosProgressEvent, AxiosResponse } from 'axios';
import { request as messages } from '../i18n/messages/request';
import { fileNameFromDisposition } from './content-disposition';
import { normalizeResult } from './result';
import type { ApiResult, DownloadProgress } from './types';

export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

function header(response: AxiosResponse, name: string): string | undefined {
  const value = (response.headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A download endpoint may still answer with a JSON result (for example a refused export);
 * that answer is returned as a result so the usual non-zero handling applies.
 */
export function readDownload(response: AxiosResponse<ArrayBuffer>, fallbackName?: string): ApiResult<DownloadedFile> | ApiResult<unknown> {
  const type = header(response, 'content-type') ?? 'application/octet-stream';
  const disposition = header(response, 'content-disposition');
  if (!disposition && type.includes('application/json')) {
    const text = new TextDecoder('utf-8').decode(response.data);
    return normalizeResult(text ? JSON.parse(text) : null);
  }
  const fileName = fileNameFromDisposition(disposition) ?? fallbackName ?? messages.defaultFileName;
  return { result: 0, data: { fileName, blob: new Blob([response.data], { type }) } };
}

/** Adapts axios progress events for a progress bar (percent only when the size is known). */
export function toProgress(event: AxiosProgressEvent): DownloadProgress {
  const total = event.total || undefined;
  return {
    loaded: event.loaded,
    total,
    percent: total ? Math.min(100, Math.round((event.loaded / total) * 100)) : undefined,
  };
}
