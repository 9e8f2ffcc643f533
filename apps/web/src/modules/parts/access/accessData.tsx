/**
 * Where 系统管理's access pages get their data (decision 0330): the management calls of the
 * reference API by default, or another implementation given by <AccessDataProvider> (the
 * stories use an in-memory one). Paths: docs/api.md, "Roles and permissions".
 */
import { createContext, useContext, type ReactNode } from 'react';
import { defineEndpoint } from '../../../../../../src/request/endpoint';
import { client } from '../../../app/client';
import type { RoleFunctions, SystemTree } from './permissionTree';

export type DataScope = 'self' | 'dept' | 'deptTree' | 'all';

export interface RoleRow {
  id: number;
  name: string;
  description: string;
  dataScope: DataScope;
  userCount: number;
  updatedAt: string;
  systems: { code: string; name: string; all: boolean; count: number }[];
}

export interface RoleDetail extends RoleRow {
  functions: RoleFunctions;
}

export interface RoleInput {
  id?: number;
  name: string;
  description: string;
  dataScope: DataScope;
  functions: RoleFunctions;
}

export interface UserRow {
  id: string;
  userId: string;
  username: string;
  name: string;
  deptId: string | null;
  deptName: string | null;
  disabled: boolean;
  status: 'enabled' | 'disabled';
  root: boolean;
  createdAt: string;
  roles: { id: number; name: string }[];
  systems: { code: string; name: string }[];
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface UserQuery {
  keyword?: string;
  status?: string;
  roleId?: number;
  pageNum: number;
  pageSize: number;
}

export interface DeptOption {
  id: number;
  label: string;
  parent?: string | number | null;
}

export interface AccessData {
  roles(query: { name?: string; pageNum: number; pageSize: number }): Promise<Page<RoleRow>>;
  role(id: number): Promise<RoleDetail>;
  roleOptions(): Promise<{ id: number; name: string }[]>;
  functionTree(): Promise<SystemTree[]>;
  saveRole(input: RoleInput): Promise<RoleDetail>;
  deleteRoles(ids: number[]): Promise<void>;
  users(query: UserQuery): Promise<Page<UserRow>>;
  setDisabled(ids: string[], disabled: boolean): Promise<string>;
  deleteUsers(ids: string[]): Promise<string>;
  saveUserRoles(id: string, roleIds: number[], deptId: string | null): Promise<void>;
  roleStaff(roleId: number, query: { keyword?: string; pageNum: number; pageSize: number }): Promise<Page<UserRow>>;
  candidates(roleId: number, query: { keyword?: string; pageNum: number; pageSize: number }): Promise<Page<UserRow>>;
  changeStaff(roleId: number, userIds: string[], add: boolean): Promise<string>;
  departments(): Promise<DeptOption[]>;
}

const M = '/cloud/management/rest';
const post = (url: string) => defineEndpoint({ url, method: 'post', pack: 'identity', entity: 'json', noCancel: true, authFailure: 'resume' });
const get = (url: string) => defineEndpoint({ url, method: 'get', pack: 'identity', entity: 'query', noCancel: true, authFailure: 'resume' });
const data = async <T,>(url: string, payload: Record<string, unknown>, method: 'get' | 'post' = 'post', silent = false): Promise<T> =>
  (await client.call<T>(method === 'get' ? get(url) : post(url), payload, silent ? { silent: true } : undefined)).data;
const msg = async (url: string, payload: Record<string, unknown>) => (await client.call(post(url), payload)).msg ?? '';

export const httpAccessData: AccessData = {
  roles: (q) => data(`${M}/role/pageList`, q),
  role: (id) => data(`${M}/role/getById`, { id }, 'get'),
  roleOptions: () => data(`${M}/role/list`, {}, 'get'),
  functionTree: () => data(`${M}/role/functionTree`, {}, 'get'),
  saveRole: ({ id, ...input }) => data(`${M}/role/${id ? 'update' : 'save'}`, { ...input, ...(id ? { id } : {}) }, 'post', true),
  deleteRoles: async (ids) => void (await msg(`${M}/role/delete`, { ids: ids.join(',') })),
  users: (q) => data(`${M}/user/pageList`, { ...q }),
  setDisabled: (ids, disabled) => msg(`${M}/user/${disabled ? 'disable' : 'enable'}`, { ids: ids.join(',') }),
  deleteUsers: (ids) => msg(`${M}/user/delete`, { ids: ids.join(',') }),
  saveUserRoles: async (id, roleIds, deptId) => void (await data(`${M}/user/saveRoles`, { id, roleIds: roleIds.join(','), deptId: deptId ?? '' }, 'post', true)),
  roleStaff: (roleId, q) => data(`${M}/roleStaff/pageList`, { roleId, ...q }),
  candidates: (roleId, q) => data(`${M}/roleStaff/candidates`, { roleId, ...q }),
  changeStaff: (roleId, userIds, add) => msg(`${M}/roleStaff/${add ? 'add' : 'remove'}`, { roleId, userIds: userIds.join(',') }),
  departments: () => data('/cloud/platform/department/getSimpleList', { by: 'parentId' }, 'get'),
};

const AccessDataContext = createContext<AccessData>(httpAccessData);

export function AccessDataProvider({ value, children }: { value: AccessData; children: ReactNode }) {
  return <AccessDataContext.Provider value={value}>{children}</AccessDataContext.Provider>;
}

export const useAccessData = () => useContext(AccessDataContext);
