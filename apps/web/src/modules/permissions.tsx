/**
 * What the signed-in user may do in the system on screen (decision 0330): the shell loads their
 * functions with the menu and provides them; the page kinds show a button only when its function
 * is held (the server refuses the call anyway). Without a provider (Storybook, tests of a page
 * alone) everything is allowed.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
// The functions' model only (no catalogue data): the shell renders this before any system loads.
import { actionCode, operationCode, opCode, viewCode } from '../../../catalogue/src/model/functions';
import type { Operation, ResourceDefinition } from '../../../catalogue/src/model/resource';

export interface Grants {
  /** Every function of the system (root, a system held whole). */
  all: boolean;
  codes: readonly string[];
}

export interface Permissions {
  can(code: string): boolean;
}

const ALL: Permissions = { can: () => true };
const PermissionsContext = createContext<Permissions>(ALL);

export function permissionsOf(grants: Grants | undefined): Permissions {
  if (!grants || grants.all) return ALL;
  const codes = new Set(grants.codes);
  return { can: (code) => codes.has(code) };
}

export function PermissionsProvider({ grants, children }: { grants?: Grants; children: ReactNode }) {
  const value = useMemo(() => permissionsOf(grants), [grants]);
  return <PermissionsContext.Provider value={value}>{children}</PermissionsContext.Provider>;
}

export function usePermissions(): Permissions {
  return useContext(PermissionsContext);
}

/** What the user may do with one resource: its operations and its actions, both declared and granted. */
export function useResourceCan(resource: ResourceDefinition) {
  const { can } = usePermissions();
  return useMemo(() => {
    const ops = new Set(resource.operations);
    return {
      op: (op: Operation) => ops.has(op) && can(operationCode(resource.key, op)),
      action: (action: { key: string; call: string }) => can(actionCode(resource, action)),
      /** A workflow step (transition key). */
      step: (key: string) => can(opCode(resource.key, key)),
    };
  }, [resource, can]);
}

/** Whether a page of the system may be opened (its view). */
export const canView = (permissions: Permissions, pageKey: string) => permissions.can(viewCode(pageKey));
