/**
 * The payload of a resource call, whatever packing mode the client used (spec §7): plain
 * fields (+ identity), `parameters` / `carDataJson` JSON strings, the nested authParam form,
 * form posts (strings) and query strings. Identity fields are checked against the session.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest, forbidden, messages as serverMessages } from '../http/errors';
import { invalid, messages, say } from './messages';

const IDENTITY = ['tenantId', 'userId', 'token', 'access_token', 'userName', 'systemUserId', 'reqMethod', 'isJsonP', 'authParam'];

type Obj = Record<string, unknown>;

function parseJsonObject(raw: unknown): Obj {
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) return raw as Obj;
  if (typeof raw !== 'string') throw badRequest(serverMessages.parametersInvalid);
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Obj;
  } catch {
    // falls through to the error below
  }
  throw badRequest(serverMessages.parametersInvalid);
}

function isObj(v: unknown): v is Obj {
  return !!v && typeof v === 'object' && !Array.isArray(v) && !Buffer.isBuffer(v);
}

export function unpack(request: FastifyRequest): Obj {
  const query = isObj(request.query) ? request.query : {};
  const body = isObj(request.body) ? request.body : {};
  const outer = { ...query, ...body };
  let payload: Obj;
  if ('parameters' in outer) payload = parseJsonObject(outer.parameters);
  else if ('carDataJson' in outer) payload = parseJsonObject(outer.carDataJson);
  else if ('param' in outer) payload = parseJsonObject(outer.param);
  else payload = outer;
  const session = request.auth!;
  const auth = 'authParam' in outer ? parseJsonObject(outer.authParam) : {};
  for (const source of [outer, payload, auth]) {
    if (source.tenantId !== undefined && source.tenantId !== '' && String(source.tenantId) !== session.tenantId) throw forbidden();
    if (source.userId !== undefined && source.userId !== '' && String(source.userId) !== session.userId) throw forbidden();
  }
  const out: Obj = {};
  for (const [k, v] of Object.entries(payload)) if (!IDENTITY.includes(k) && k !== 'parameters' && k !== 'carDataJson' && k !== 'param') out[k] = v;
  return out;
}

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** pageNum from 1, pageSize default 10 (spec §9), at most 500. */
export function pagingOf(payload: Obj): Paging {
  const num = payload.pageNum ?? payload.current ?? 1;
  const size = payload.pageSize ?? payload.size ?? 10;
  const pageNum = Number(num);
  const pageSize = Number(size);
  if (!Number.isInteger(pageNum) || pageNum < 1 || pageNum > 1e7 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 500) {
    throw invalid(messages.badPaging);
  }
  return { pageNum, pageSize };
}

export function requireParam(payload: Obj, name: string): string {
  const v = payload[name];
  if (v === undefined || v === null || v === '') throw invalid(say(messages.missingParam, { name }));
  return String(v);
}
