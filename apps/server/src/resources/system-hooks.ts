/**
 * What a system's server folder adds to the generic writes (ServerSystem.verifiers / writeHooks):
 * checks of a field's value that only its code can make (考核管理's score formulas, parsed and
 * evaluated safely), and what follows a write in the same transaction (a record's scores computed
 * from its inputs). Filled when the server loads the systems; empty where none are loaded
 * (the Storybook screens), so this module stays free of Node APIs.
 */
import type { Sql } from '../db/types';
import type { Ctx } from './where';

type Obj = Record<string, unknown>;

/**
 * Checks one field's value with the rest of the record (`record`: the payload merged with the
 * stored row). Answers the verdict: `valid` and its Chinese message (the value for sample inputs,
 * or the problem with its position) with any data; a save is refused when it is not valid. Input
 * the check cannot even read (no value, unknown names) is thrown as a 400 (`invalid`).
 */
export type Verifier = (sql: Sql, value: unknown, record: Obj) => Promise<{ valid: boolean; msg: string; data?: Obj }>;

/** After a record of the resource is created or updated (its row as the API shows it), or deleted. */
export interface WriteHook {
  afterWrite?: (sql: Sql, ctx: Ctx, row: Obj) => Promise<void>;
  afterDelete?: (sql: Sql, ctx: Ctx, rows: readonly Obj[]) => Promise<void>;
}

const verifiers = new Map<string, Verifier>();
const hooks = new Map<string, WriteHook>();

export function registerSystemHooks(system: string, parts: { verifiers?: Record<string, Verifier>; writeHooks?: Record<string, WriteHook> }): void {
  for (const [call, verifier] of Object.entries(parts.verifiers ?? {})) verifiers.set(`${system}/${call}`, verifier);
  for (const [resource, hook] of Object.entries(parts.writeHooks ?? {})) hooks.set(`${system}/${resource}`, hook);
}

/** The system's verifier of a field's `verify.call`. */
export function verifierOf(system: string, call: string): Verifier | undefined {
  return verifiers.get(`${system}/${call}`);
}

export function writeHookOf(ctx: Ctx): WriteHook | undefined {
  return hooks.get(`${ctx.resource.system}/${ctx.resource.key}`);
}
