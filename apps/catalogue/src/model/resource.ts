/** A catalogue resource: fields, endpoint family, operations and state actions. */
import type { CallKind, EndpointFamily, ResolvedCall } from './endpoints';
import { resolveCalls } from './endpoints';
import type { FieldDefinition, RecordRule } from './fields';
import type { SettingsCalls } from './settings';
import type { WorkflowDefinition } from './workflow';
import type { TreeSpec } from './trees';
import type { DocumentSpec, LinesSpec } from './documents';

export type Operation = 'create' | 'edit' | 'delete' | 'batchDelete' | 'export' | 'import';

/**
 * A named action on selected rows beyond create/edit/delete:
 * - set: writes fixed values (settle, revoke, mark read…), after a confirmation;
 * - form: asks for some fields and writes them (bind staff, bind device);
 * - touch: sets a datetime field to now (sync);
 * - download: sends the selection's ids and saves the file the call answers (批量文件下载's .zip;
 *   answered by the system).
 */
export interface StateAction {
  key: string;
  label: string;
  /** Call name under the family base (or an absolute path). */
  call: string;
  kind: 'set' | 'form' | 'touch' | 'download';
  /** Fixed values written (set actions; form actions write them with the fields asked for). */
  set?: Record<string, string | number | boolean>;
  fields?: readonly string[];
  /** touch: the datetime field set to now (set and form actions may stamp one too: 提交时间). */
  touch?: string;
  /** Form actions: fields that must be filled in (e.g. the reason of a void). */
  required?: readonly string[];
  /** Confirmation question; actions without one run at once. */
  confirm?: string;
  /** Works on one row (row button) or on the selection / whole table (toolbar). */
  scope: 'row' | 'selection' | 'all';
  /** The system's server folder answers the call (a settlement attaching its costs); no generic route. */
  answeredBy?: 'system';
  /**
   * The states the action runs in (a record is 提交 from 草稿 only): the list offers it on those rows,
   * the server refuses it elsewhere — and runs it there even when `lockedWhen` locks the row
   * (确认 and 退回 of a submitted record).
   */
  from?: { field: string; values: readonly string[] };
}

/**
 * Each record keeps one row of another resource of the system in step (a refuel's oil cost): the
 * row is written with the record and changed with it, in the same transaction, and goes with it
 * (its link lookup is declared `onDelete: 'cascade'`); a change is refused while that row is
 * locked (a settled cost).
 */
export interface MirrorSpec {
  resource: string;
  /** The mirrored resource's readonly lookup field holding this record's id. */
  link: string;
  /** Fixed values of the mirrored row (costType: 'oil'). */
  set?: Readonly<Record<string, string | number>>;
  /** Mirrored field ← a key of this record as the API shows it (a datetime copied into a date keeps its day; `<lookup>Label` copies a label). */
  copy: Readonly<Record<string, string>>;
}

export interface RelatedList {
  resource: string;
  /** The related resource's lookup field holding this record's id. */
  field: string;
  /** The section's heading; the related resource's name when absent. */
  title?: string;
}

export interface ResourceDefinition {
  key: string;
  /** Chinese name of one record, e.g. 车辆 (dialog titles, export file names). */
  name: string;
  system: string;
  endpoints: EndpointFamily;
  fields: readonly FieldDefinition[];
  operations: readonly Operation[];
  actions?: readonly StateAction[];
  recordRules?: readonly RecordRule[];
  /** Records of another resource of the system pointing at this one (an eq-filtered lookup field), listed in the detail drawer: a settlement's costs. */
  related?: readonly RelatedList[];
  mirror?: MirrorSpec;
  /** Default order of lists (field key, newest first unless asc). */
  sort: { field: string; dir: 'asc' | 'desc' };
  /** Field shown when a row is referred to elsewhere (lookups, confirmations). */
  labelField: string;
  /** Extra export calls with their own column sets, e.g. exportXH. */
  exportVariants?: readonly { call: string; label: string; fields: readonly string[] }[];
  /** A printable view of one record (carWeightOperate print). */
  print?: { call: string; title: string };
  /**
   * The rows live in another resource's table (a system's view of shared master data, e.g.
   * 垃圾收运's carInfo is the platform's vehicle). The view's own extension fields are columns
   * of that table too (垃圾收运's route of a facility).
   */
  storedIn?: { system: string; resource: string };
  /**
   * A final state in which a record is read-only: updates, deletes and actions are refused with
   * `message` (a voided weighing).
   */
  lockedWhen?: { field: string; value: string; message: string; /** More locked values (a submitted or cancelled document). */ values?: readonly string[] };
  /**
   * Name of the record-history call under the family base (default `history`; another name
   * where two resources share a base — their other generic calls, deletePreview and fill, are
   * then prefixed with the resource key: `subjectDeletePreview`).
   */
  historyCall?: string;
  /** The former `<system>.<key>` of the resource: the next migration renames its table, keeping the rows. */
  renamedFrom?: string;
  /** One record per tenant, read and saved whole at these calls (model/settings.ts). */
  singleton?: SettingsCalls;
  /** A case workflow: states, transitions, deadlines and escalation (model/workflow.ts). */
  workflow?: WorkflowDefinition;
  /** Rows hang under rows of the same resource (trees.ts). */
  tree?: TreeSpec;
  /** Detail lines edited and saved with the record (documents.ts). */
  lines?: LinesSpec;
  /** Document states and stock postings (documents.ts). */
  document?: DocumentSpec;
  /**
   * A view holding only the rows whose field has this value (回收清运's 商户审核 lists the users
   * who are merchants): lists and exports filter by it, creates write it.
   */
  rowsWhere?: { field: string; value: string; /** More values the view also holds (creates still write `value`). */ also?: readonly string[] };
  /**
   * Rows kept per user (常用人员, 常用分组): this readonly text field holds the user who created the
   * row, and every call reaches only the caller's own rows (unique values and lookups too).
   */
  ownerField?: string;
  /**
   * Data scope (decision 0330): the field holding a row's department. Lists, exports, reports
   * and details show a user whose role sees only its department (or its sub-tree) the rows of
   * those departments, and only the rows they created when the role sees its own; writes to
   * other rows are refused. Resources without it are seen whole.
   */
  scope?: { dept: string };
}

type ViewSpec = Pick<ResourceDefinition, 'key' | 'system' | 'endpoints' | 'operations'> &
  Partial<Pick<ResourceDefinition, 'name' | 'actions' | 'sort' | 'labelField' | 'exportVariants' | 'recordRules' | 'rowsWhere' | 'related' | 'scope'>> & {
    /** The fields this system shows, in order: the owner's and its own (default: all the owner's, then its own). */
    fields?: readonly string[];
    /** Fields only this system keeps about the shared rows (stored as columns of the owner's table). */
    extend?: readonly FieldDefinition[];
    /** The list columns of this view (the fields keep their definitions; only where they show changes): 申诉 lists show who appealed and when. */
    columns?: readonly string[];
  };

/** A system's view of another resource (shared master data): same rows, same field contract. */
export function view(owner: ResourceDefinition, spec: ViewSpec): ResourceDefinition {
  const { fields: keys, extend = [], columns, ...rest } = spec;
  const available = [...owner.fields, ...extend];
  const picked = keys ? keys.map((k) => available.find((f) => f.key === k) ?? missingField(owner, k)) : available;
  const fields = columns ? picked.map((f) => ({ ...f, show: columns.includes(f.key) ? [...new Set([...f.show, 'column' as const])] : f.show.filter((p) => p !== 'column') })) : picked;
  const { storedIn, renamedFrom: _former, ...base } = owner;
  return { ...base, actions: undefined, exportVariants: undefined, ...rest, fields, storedIn: storedIn ?? { system: owner.system, resource: owner.key } };
}

function missingField(owner: ResourceDefinition, key: string): never {
  throw new Error(`${owner.system}.${owner.key} has no field ${key}`);
}

/** Which generic call kinds a resource needs, from its operations. */
export function callKindsOf(resource: ResourceDefinition): CallKind[] {
  const kinds: CallKind[] = ['list', 'options', 'detail'];
  const ops = new Set(resource.operations);
  const shapeUpserts = resource.endpoints.shape === 'saveOrUpdate' || resource.endpoints.shape === 'addOrUpdate';
  // Edit-only resources (devices the server registers, settings) get no create call: nothing may add rows to them.
  if (shapeUpserts && (ops.has('create') || ops.has('edit'))) kinds.push('upsert');
  if (!shapeUpserts && ops.has('create')) kinds.push('create');
  if (!shapeUpserts && ops.has('edit')) kinds.push('update');
  if (ops.has('delete')) kinds.push(resource.endpoints.shape === 'page' ? 'deleteMany' : 'delete');
  if (ops.has('batchDelete') && resource.endpoints.shape === 'page') kinds.push('deleteMany');
  if (ops.has('export')) kinds.push('export');
  if (ops.has('import')) kinds.push('import');
  if (resource.endpoints.shape === 'page' || resource.endpoints.shape === 'create') kinds.push('all');
  return [...new Set(kinds)];
}

export function callsOf(resource: ResourceDefinition): ResolvedCall[] {
  return resolveCalls(resource.endpoints, callKindsOf(resource));
}

export function callOf(resource: ResourceDefinition, kind: CallKind): ResolvedCall | undefined {
  return callsOf(resource).find((c) => c.kind === kind);
}

export function actionPath(resource: ResourceDefinition, action: { call: string }): string {
  return action.call.startsWith('/') ? action.call : `${resource.endpoints.base}/${action.call}`;
}

export function fieldOf(resource: ResourceDefinition, key: string): FieldDefinition | undefined {
  return resource.fields.find((f) => f.key === key);
}

/** The generic calls every resource gets beyond its family's: its history, delete preview and form fills. */
export type ExtraCall = 'history' | 'deletePreview' | 'fill';

/** Path of a generic extra call; distinct per resource where two resources share a base (see historyCall). */
export function extraCallPath(resource: ResourceDefinition, call: ExtraCall): string {
  if (call === 'history') return `${resource.endpoints.base}/${resource.historyCall ?? 'history'}`;
  const name = resource.historyCall ? `${resource.key}${call[0]!.toUpperCase()}${call.slice(1)}` : call;
  return `${resource.endpoints.base}/${name}`;
}
