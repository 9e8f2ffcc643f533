/** Calls of catalogue resources and reports through the app's request client. */
import { actionPath, callOf, type CallKind, type ReportDefinition, type ResourceDefinition, type StateAction } from '../../../catalogue/src';
import { defineEndpoint } from '../../../../src/request/endpoint';
import type { CallOptions, DownloadProgress } from '../../../../src/request/types';
import { client } from '../app/client';

export type Row = Record<string, unknown> & { id: number };

export interface PageAnswer<T = Row> {
  rows: T[];
  total: number;
  totals?: Record<string, unknown>;
}

function endpoint(resource: ResourceDefinition, url: string, method: 'GET' | 'POST', download = false) {
  const { pack, entity } = resource.endpoints;
  // GET calls carry the payload in the query string whatever the family's entity type.
  return defineEndpoint({ url, method: method === 'GET' ? 'get' : 'post', pack, entity: method === 'GET' ? 'query' : entity, download: download ? 'blob' : undefined, noCancel: !download });
}

async function callKind<T>(resource: ResourceDefinition, kind: CallKind, payload: Record<string, unknown>, options?: CallOptions): Promise<T> {
  const call = callOf(resource, kind);
  if (!call) throw new Error(`${resource.key} has no ${kind} call`);
  const answer = await client.call<T>(endpoint(resource, call.path, call.method), payload, options);
  return answer.data;
}

export const resourceApi = {
  list: (r: ResourceDefinition, payload: Record<string, unknown>) => callKind<PageAnswer>(r, 'list', payload),
  options: (r: ResourceDefinition) => callKind<{ id: number; label: string }[]>(r, 'options', {}),
  detail: (r: ResourceDefinition, id: number) => callKind<Row>(r, 'detail', { id }),
  /** Silent: the dialog shows the server's message next to the form. */
  save: (r: ResourceDefinition, values: Record<string, unknown>) => {
    const kind: CallKind = callOf(r, 'upsert') ? 'upsert' : values.id ? 'update' : 'create';
    return callKind<Row>(r, kind, values, { silent: true });
  },
  remove: (r: ResourceDefinition, ids: number[]) => callKind<{ deleted: number }>(r, callOf(r, 'delete') ? 'delete' : 'deleteMany', { ids: ids.join(',') }),
  action: async (r: ResourceDefinition, action: StateAction, payload: Record<string, unknown>) => {
    if (action.call === 'update') return callKind<unknown>(r, 'update', { ...payload, ...action.set });
    return (await client.call(endpoint(r, actionPath(r, action), 'POST'), payload)).data;
  },
  export: (r: ResourceDefinition, payload: Record<string, unknown>, onProgress: (p: DownloadProgress) => void) => {
    const call = callOf(r, 'export')!;
    return client.download(endpoint(r, call.path, 'POST', true), payload, { onDownloadProgress: onProgress, fileName: `${r.name}.xlsx` });
  },
  import: async (r: ResourceDefinition, file: File) => {
    const call = callOf(r, 'import')!;
    const data = new FormData();
    data.append('file', file, file.name);
    return client.call<{ imported: number }>(defineEndpoint({ url: call.path, method: 'post', pack: 'none', entity: 'form', noCancel: true }), data, { silent: true });
  },
};

export const reportApi = {
  run: async <T = PageAnswer>(report: ReportDefinition, payload: Record<string, unknown>) => {
    const ep = defineEndpoint({ url: report.call, method: report.method === 'GET' ? 'get' : 'post', pack: 'identity', entity: report.method === 'GET' ? 'query' : 'json', noCancel: true });
    return (await client.call<T>(ep, payload)).data;
  },
  export: (report: ReportDefinition, payload: Record<string, unknown>, onProgress: (p: DownloadProgress) => void) =>
    client.download(defineEndpoint({ url: report.export!, method: 'post', pack: 'identity', entity: 'json', download: 'blob' }), payload, { onDownloadProgress: onProgress, fileName: `${report.title}.xlsx` }),
};

/** The server's Chinese message (and row errors) of a failed call. */
export function serverProblem(error: unknown): { msg: string; rows: string[] } {
  const body = (error as { body?: { msg?: string; data?: { errors?: { text?: string; message: string }[] } } }).body;
  const msg = body?.msg ?? (error instanceof Error ? error.message : String(error));
  return { msg, rows: body?.data?.errors?.map((e) => e.text ?? e.message) ?? [] };
}
