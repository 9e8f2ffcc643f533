/** The module data of the running app: catalogue calls through the app's request client. */
import { actionPath, callOf, extraCallPath, settingsCalls, type CallKind, type ResourceDefinition } from '../../../catalogue/src';
import { defineEndpoint } from '../../../../src/request/endpoint';
import type { CallOptions } from '../../../../src/request/types';
import { client } from '../app/client';
import type { DeletePreview, HistoryEntry, ModuleData, Row, SettingsChange, TreeRow } from './moduleData';

function endpoint(resource: ResourceDefinition, url: string, method: 'GET' | 'POST', download = false) {
  const { pack, entity } = resource.endpoints;
  // A 401 opens the re-login dialog and the call resumes after it (decision 0206).
  // GET calls carry the payload in the query string whatever the family's entity type.
  return defineEndpoint({ url, method: method === 'GET' ? 'get' : 'post', pack, entity: method === 'GET' ? 'query' : entity, download: download ? 'blob' : undefined, noCancel: !download, authFailure: 'resume' });
}

async function callKind<T>(resource: ResourceDefinition, kind: CallKind, payload: Record<string, unknown>, options?: CallOptions): Promise<T> {
  const call = callOf(resource, kind);
  if (!call) throw new Error(`${resource.key} has no ${kind} call`);
  const answer = await client.call<T>(endpoint(resource, call.path, call.method), payload, options);
  return answer.data;
}

export const httpModuleData: ModuleData = {
  list: (r, payload) => callKind(r, 'list', payload),
  options: (r, by) => callKind(r, 'options', by ? { by } : {}),
  save: (r, values) => {
    const kind: CallKind = callOf(r, 'upsert') ? 'upsert' : values.id ? 'update' : 'create';
    return callKind(r, kind, values, { silent: true });
  },
  submit: async (r, path, values) => (await client.call<Row>(endpoint(r, path, 'POST'), values, { silent: true })).data,
  remove: (r, ids) => callKind(r, callOf(r, 'delete') ? 'delete' : 'deleteMany', { ids: ids.join(',') }),
  action: async (r, action, payload) => {
    if (action.call === 'update') return callKind(r, 'update', { ...payload, ...action.set });
    return (await client.call(endpoint(r, actionPath(r, action), 'POST'), payload)).data;
  },
  exportList: (r, payload, onProgress) => {
    const call = callOf(r, 'export')!;
    return client.download(endpoint(r, call.path, 'POST', true), payload, { onDownloadProgress: onProgress, fileName: `${r.name}.xlsx` });
  },
  // The server names the file (content-disposition); the action's label is the fallback.
  downloadAction: (r, action, payload, onProgress) =>
    client.download(endpoint(r, actionPath(r, action), 'POST', true), payload, { onDownloadProgress: onProgress, fileName: `${action.label}.zip` }),
  importFile: async (r, file) => {
    const call = callOf(r, 'import')!;
    const data = new FormData();
    data.append('file', file, file.name);
    const answer = await client.call<{ imported: number }>(defineEndpoint({ url: call.path, method: 'post', pack: 'none', entity: 'form', noCancel: true, authFailure: 'resume' }), data, { silent: true });
    return { msg: answer.msg, imported: answer.data.imported };
  },
  report: async (report, payload) => {
    const ep = defineEndpoint({ url: report.call, method: report.method === 'GET' ? 'get' : 'post', pack: 'identity', entity: report.method === 'GET' ? 'query' : 'json', noCancel: true, authFailure: 'resume' });
    return (await client.call(ep, payload)).data as never;
  },
  history: async (r, id) => (await client.call<HistoryEntry[]>(endpoint(r, extraCallPath(r, 'history'), 'GET'), { id }, { silent: true })).data,
  deletePreview: async (r, ids) => (await client.call<DeletePreview>(endpoint(r, extraCallPath(r, 'deletePreview'), 'POST'), { ids: ids.join(',') }, { silent: true })).data,
  fill: async (r, field, id) => (await client.call<Record<string, unknown>>(endpoint(r, extraCallPath(r, 'fill'), 'GET'), { field, id }, { silent: true })).data,
  verify: async (r, f, payload) => {
    const answer = await client.call<{ valid?: boolean; position?: number | null } | null>(endpoint(r, `${r.endpoints.base}/${f.verify!.call}`, 'POST'), payload, { silent: true });
    return { msg: answer.msg ?? '', data: answer.data };
  },
  tree: async (r) => (await client.call<TreeRow[]>(endpoint(r, `${r.endpoints.base}/${r.tree?.call ?? 'tree'}`, 'GET'), {})).data,
  lines: async (r, id) => (await client.call<Row[]>(endpoint(r, `${r.endpoints.base}/${r.lines!.call}`, 'GET'), { id })).data,
  exportReport: (report, payload, onProgress) =>
    client.download(defineEndpoint({ url: report.export!, method: 'post', pack: 'identity', entity: 'json', download: 'blob', authFailure: 'resume' }), payload, { onDownloadProgress: onProgress, fileName: `${report.title}.xlsx` }),
  settings: async (r) => {
    const { get } = settingsCalls(r);
    return (await client.call<Record<string, unknown>>(endpoint(r, get.path, get.method), {})).data;
  },
  saveSettings: async (r, values) => (await client.call<Record<string, unknown>>(endpoint(r, settingsCalls(r).save.path, 'POST'), values, { silent: true })).data,
  settingsHistory: async (r) => (await client.call<SettingsChange[]>(endpoint(r, settingsCalls(r).history.path, 'GET'), {})).data,
};
