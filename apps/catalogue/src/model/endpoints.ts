/**
 * Endpoint families and their naming shapes as the spec writes them (business-modules §7).
 * A resource names its base path and shape; the calls follow from the shape, so the web
 * client and the server agree on every path without listing them twice.
 */
import type { EntityType, PackMode } from '../../../../src/request/types';

export type { EntityType, PackMode };

/** What a call does, whatever the family calls it. */
export type CallKind =
  | 'list' // paged list: pageNum, pageSize (default 10), filters → { rows, total }
  | 'all' // unpaged list
  | 'options' // [{ id, label }] for selects
  | 'detail'
  | 'create'
  | 'update'
  | 'upsert' // create without id, update with id
  | 'delete' // one id (or ids)
  | 'deleteMany'
  | 'export'
  | 'import';

export type NamingShape =
  /** pageList / save / update / delete (垃圾收运 and most /cloud families) */
  | 'pageList'
  /** pageList / saveOrUpdate / delete (carWeightConfig, 再生资源监管) */
  | 'saveOrUpdate'
  /** page / list / insert / update / deletes / selectOne (车辆管理 v2) */
  | 'page'
  /** create / delete / pageList / getList / update / getById (仓库管理, 园林养护) */
  | 'create'
  /** loadPage / add / update / view / remove (人员台账) */
  | 'loadPage'
  /** pageList / addOrUpdate / delete / loadInfo (考评管理, 回收清运) */
  | 'addOrUpdate';

type Method = 'GET' | 'POST';
export interface CallName {
  name: string;
  method: Method;
}

const post = (name: string): CallName => ({ name, method: 'POST' });
const get = (name: string): CallName => ({ name, method: 'GET' });

/** Call names per shape; export, import and options are shared by every shape. */
export const SHAPES: Record<NamingShape, Partial<Record<CallKind, CallName>>> = {
  pageList: { list: post('pageList'), create: post('save'), update: post('update'), delete: post('delete'), detail: get('getOne') },
  saveOrUpdate: { list: post('pageList'), upsert: post('saveOrUpdate'), delete: post('delete'), detail: get('getOne') },
  page: { list: post('page'), all: post('list'), create: post('insert'), update: post('update'), deleteMany: post('deletes'), detail: get('selectOne') },
  create: { list: post('pageList'), all: post('getList'), create: post('create'), update: post('update'), delete: post('delete'), detail: get('getById') },
  loadPage: { list: post('loadPage'), create: post('add'), update: post('update'), detail: get('view'), delete: post('remove') },
  addOrUpdate: { list: post('pageList'), upsert: post('addOrUpdate'), delete: post('delete'), detail: get('loadInfo') },
};

const SHARED: Partial<Record<CallKind, CallName>> = {
  export: post('export'),
  import: post('import'),
  options: get('getSimpleList'),
};

export interface EndpointFamily {
  /** e.g. /cloud/ljszy/carInfo */
  base: string;
  shape: NamingShape;
  /** How the client packs payloads (spec §7); the server accepts every mode. */
  pack: PackMode;
  entity: EntityType;
  /** Calls renamed or with another method, e.g. company's list is a GET. */
  overrides?: Partial<Record<CallKind, Partial<CallName>>>;
}

export interface ResolvedCall {
  kind: CallKind;
  path: string;
  method: Method;
}

/** The calls of a family restricted to the kinds a resource offers. */
export function resolveCalls(family: EndpointFamily, kinds: readonly CallKind[]): ResolvedCall[] {
  const names = { ...SHARED, ...SHAPES[family.shape] };
  const out: ResolvedCall[] = [];
  for (const kind of kinds) {
    const base = names[kind];
    const override = family.overrides?.[kind];
    if (!base && !override?.name) continue;
    const name = override?.name ?? base!.name;
    const method = override?.method ?? base?.method ?? 'POST';
    out.push({ kind, path: name.startsWith('/') ? name : `${family.base}/${name}`, method });
  }
  return out;
}
