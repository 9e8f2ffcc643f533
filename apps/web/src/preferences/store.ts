/**
 * Where per-user preferences live (issue 15): the server's preference calls by default, or any
 * other store given to <PreferenceProvider> (stories and unit tests use the in-memory one).
 * Values are JSON; `null` from get() means "never saved: use the default".
 */
import { defineEndpoint } from '../../../../src/request/endpoint';
import type { RequestClient } from '../../../../src/request/client';

export interface PreferenceStore {
  get(key: string): Promise<unknown>;
  save(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The server's calls (docs/api.md, "User preferences"). */
export const PREFERENCE_PATHS = {
  get: '/cloud/management/rest/user/preference/get',
  save: '/cloud/management/rest/user/preference/save',
  delete: '/cloud/management/rest/user/preference/delete',
} as const;

// POST + JSON so keys and values never travel in an address; a 401 opens the re-login dialog.
const endpoints = {
  get: defineEndpoint({ url: PREFERENCE_PATHS.get, method: 'post', entity: 'json', noCancel: true, authFailure: 'resume' }),
  save: defineEndpoint({ url: PREFERENCE_PATHS.save, method: 'post', entity: 'json', noCancel: true, authFailure: 'resume' }),
  delete: defineEndpoint({ url: PREFERENCE_PATHS.delete, method: 'post', entity: 'json', noCancel: true, authFailure: 'resume' }),
};

export function httpPreferenceStore(client: Pick<RequestClient, 'call'>): PreferenceStore {
  return {
    async get(key) {
      const answer = await client.call<{ value: unknown }>(endpoints.get, { key }, { silent: true });
      return answer.data?.value ?? null;
    },
    async save(key, value) {
      await client.call(endpoints.save, { key, value }, { silent: true });
    },
    async remove(key) {
      await client.call(endpoints.delete, { key }, { silent: true });
    },
  };
}

/** Kept in memory only: stories, tests, and pages shown without a server. */
export function memoryPreferenceStore(initial: Record<string, unknown> = {}): PreferenceStore & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>(Object.entries(initial));
  return {
    values,
    get: async (key) => (values.has(key) ? structuredClone(values.get(key)) : null),
    save: async (key, value) => void values.set(key, structuredClone(value)),
    remove: async (key) => void values.delete(key),
  };
}
