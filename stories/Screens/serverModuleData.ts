/**
 * The module data of Screens stories, answered by the reference server's own code: the generic
 * calls (apps/server/src/resources/calls.ts, records.ts), the report engine and the system's
 * custom handlers, on a seeded tenant of PGlite in the browser (serverDatabase.ts). No Fastify
 * and no HTTP: answers pass through JSON as on the wire, and a failure rejects the way the app's
 * request client rejects the server's 4xx answer (a RequestError whose body is { result, msg, data }).
 */
import { loadSystem, moduleOf, PLATFORM, type ResourceDefinition } from '../../apps/catalogue/src';
import type { LookupOption, ModuleData, PageAnswer, Row, SettingsChange, TreeRow } from '../../apps/web/src/modules/dataSource';
import type { Sql } from '../../apps/server/src/db/types';
import { ApiError, messages as serverMessages } from '../../apps/server/src/http/errors';
import { answerReport, listPage, optionRows, runAction, saveRecord } from '../../apps/server/src/resources/calls';
import { messages } from '../../apps/server/src/resources/messages';
import { idsOf, updateRecord } from '../../apps/server/src/resources/records';
import { deleteReferenced, referenceIndex } from '../../apps/server/src/resources/references';
import { historyOf } from '../../apps/server/src/resources/audit';
import { fillValues } from '../../apps/server/src/resources/fills';
import { treeOf } from '../../apps/server/src/resources/trees';
import { documentLines } from '../../apps/server/src/resources/documents';
import type { Ctx } from '../../apps/server/src/resources/select';
import { statusError } from '../../src/request/errors';
import { seededTenant } from './serverDatabase';
import { getSettings, saveSettings, settingsHistory } from '../../apps/server/src/resources/settings';

/** The user id the screens act as (tenant 1's root). */
const SCREEN_USER = '1001';

const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value ?? null)) as T;

/** The rejection the app sees for a failed call (the server's error handler, then the request client). */
function rejection(error: unknown): unknown {
  if (error instanceof ApiError) return statusError(error.httpStatus, { result: error.result, msg: error.message, data: error.data });
  console.error(error);
  return statusError(500, { result: 500, msg: serverMessages.internalError, data: null });
}

/** A fresh tenant of one system with the demo data, and its calls. */
export async function serverModuleData(system: string): Promise<ModuleData> {
  const mod = await loadSystem(system);
  const { tenant, part } = await seededTenant(system);
  const ctx = (resource: ResourceDefinition): Ctx => ({ mod: moduleOf(resource.system) ?? mod, resource });
  // Deletes refused or cascaded as the server does, over the references of this system and the platform.
  const refs = referenceIndex([moduleOf(PLATFORM)!, mod]);
  // As the request client's call<T>: the answer is what the server sent, typed by the caller.
  const answer = async <T = unknown>(fn: (sql: Sql) => Promise<unknown>): Promise<T> => {
    try {
      return wire(await tenant(fn)) as T;
    } catch (error) {
      throw rejection(error);
    }
  };
  const done = async (onProgress: Parameters<ModuleData['exportList']>[2]) => onProgress({ loaded: 1, total: 1, percent: 100 });

  return {
    list: (resource, payload) => answer<PageAnswer>((sql) => listPage(sql, ctx(resource), payload)),
    options: (resource, by) => answer<LookupOption[]>((sql) => optionRows(sql, ctx(resource), by)),
    save: (resource, values) => answer((sql) => saveRecord(sql, ctx(resource), values)),
    remove: (resource, ids) => answer(async (sql) => ({ deleted: (await deleteReferenced(sql, refs, ctx(resource), idsOf({ ids: ids.join(',') }))).deleted })),
    action: (resource, action, payload) =>
      answer((sql) => (action.call === 'update' ? updateRecord(sql, ctx(resource), { ...payload, ...action.set }) : runAction(sql, ctx(resource), action, payload))),
    lines: (resource, id) => answer<Row[]>((sql) => documentLines(sql, ctx(resource), id)),
    tree: (resource) => answer<TreeRow[]>((sql) => treeOf(sql, ctx(resource))),
    report: (report, payload) => answer((sql) => answerReport(sql, mod, part.handlers, report, payload)),
    // Files are the server's (exceljs streams); a screen only shows the progress of one.
    exportList: (_resource, _payload, onProgress) => done(onProgress),
    exportReport: (_report, _payload, onProgress) => done(onProgress),
    downloadAction: (_resource, _action, _payload, onProgress) => done(onProgress),
    history: (resource, id) => answer((sql) => historyOf(sql, ctx(resource), id)),
    // As the server: the delete runs and is rolled back (delete-preview.ts).
    deletePreview: async (resource, ids) => {
      try {
        const done = await tenant(async (sql) => {
          const result = await deleteReferenced(sql, refs, ctx(resource), ids);
          throw Object.assign(new Error('preview'), { preview: { count: result.deleted, cascaded: result.cascaded, refused: null } });
        });
        return done as never;
      } catch (error) {
        const preview = (error as { preview?: unknown }).preview;
        if (preview) return wire(preview) as never;
        if (error instanceof ApiError) return { count: 0, cascaded: [], refused: error.message };
        throw rejection(error);
      }
    },
    fill: (resource, field, id) => answer((sql) => fillValues(sql, ctx(resource), { field, id })),
    settings: (resource) => answer((sql) => getSettings(sql, ctx(resource))),
    // The screens' user: the seeded tenant's administrator (its name shows in the history).
    saveSettings: (resource, values) => answer((sql) => saveSettings(sql, ctx(resource), values, { userId: SCREEN_USER })),
    settingsHistory: (resource) => answer<SettingsChange[]>((sql) => settingsHistory(sql, ctx(resource))),
    importFile: async () => {
      throw rejection(new ApiError(400, 400, messages.importBadFile));
    },
  };
}
