/**
 * The workflow calls of a resource (transitions, action log, counts, images, uploads) through
 * the app's request client, behind a context so Storybook screens can give their own.
 */
import { createContext, useContext } from 'react';
import type { ResourceDefinition, WorkflowTransition } from '../../../../../catalogue/src';
import { defineEndpoint } from '../../../../../../src/request/endpoint';
import { client } from '../../../app/client';
import type { Row } from '../../dataSource';

export interface ActionLogRow {
  id: number;
  at: string;
  userName: string;
  transition: string;
  label: string;
  fromState: string | null;
  toState: string | null;
  outcome: string | null;
  note: string | null;
  deptLabel: string | null;
  handlerLabel: string | null;
  askedDate: string | null;
  attachments: string | null;
}

export interface StoredFile {
  id: string;
  name: string;
  width?: number | null;
  height?: number | null;
}

export interface WorkflowCounts {
  scopes: Record<string, number>;
  states: Record<string, number>;
  escalated: number;
}

export interface WorkflowData {
  transition(resource: ResourceDefinition, t: WorkflowTransition, payload: Record<string, unknown>): Promise<Row>;
  actionList(resource: ResourceDefinition, id: number): Promise<ActionLogRow[]>;
  counts(resource: ResourceDefinition): Promise<WorkflowCounts>;
  upload(resource: ResourceDefinition, file: File, kind: 'images' | 'attachments', onProgress?: (percent: number) => void): Promise<StoredFile>;
  /** A stored file (or its thumbnail) as an object URL for <img>; the caller revokes it. */
  fileUrl(resource: ResourceDefinition, id: string, thumbnail?: boolean): Promise<string>;
  /** Saves a stored file under its name. */
  download(id: string): Promise<unknown>;
}

const post = (url: string) => defineEndpoint({ url, method: 'post', pack: 'identity', entity: 'json', noCancel: true, authFailure: 'resume' });
const get = (url: string) => defineEndpoint({ url, method: 'get', pack: 'identity', entity: 'query', noCancel: true, authFailure: 'resume' });

export const httpWorkflowData: WorkflowData = {
  transition: async (r, t, payload) => (await client.call<Row>(post(`${r.endpoints.base}/${t.call}`), payload, { silent: true })).data,
  actionList: async (r, id) => (await client.call<ActionLogRow[]>(get(`${r.endpoints.base}/actionList`), { id })).data,
  counts: async (r) => (await client.call<WorkflowCounts>(get(`${r.endpoints.base}/counts`), {})).data,
  upload: async (r, file, kind, onProgress) => {
    const data = new FormData();
    data.append('file', file, file.name);
    const ep = defineEndpoint({ url: `${r.endpoints.base}/upload?kind=${kind}`, method: 'post', pack: 'none', entity: 'form', noCancel: true, authFailure: 'resume' });
    onProgress?.(10);
    const answer = await client.call<StoredFile>(ep, data, { silent: true });
    onProgress?.(100);
    return answer.data;
  },
  fileUrl: async (r, id, thumbnail) => {
    const url = thumbnail ? `${r.endpoints.base}/thumbnail` : '/cloudFile/common/downloadFile';
    const file = await client.download(defineEndpoint({ url, method: 'get', pack: 'none', entity: 'query', download: 'data', noCancel: true, authFailure: 'resume' }), { id });
    return URL.createObjectURL(file!.blob);
  },
  download: (id) => client.download(defineEndpoint({ url: '/cloudFile/common/downloadFile', method: 'get', pack: 'none', entity: 'query', download: 'blob', noCancel: true, authFailure: 'resume' }), { id }),
};

const WorkflowDataContext = createContext<WorkflowData>(httpWorkflowData);
export const WorkflowDataProvider = WorkflowDataContext.Provider;

export function useWorkflowData(): WorkflowData {
  return useContext(WorkflowDataContext);
}
