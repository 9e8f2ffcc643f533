/** Small session helpers shared by the pages: the current user's systems and logout (§4). */
import { logoutFlow } from '../../../../src/session/flows';
import { parseSystemList, type SystemItem } from '../../../../src/session/login-info';
import { readSystemInfo, writeSystemInfo } from '../../../../src/session/system-info';
import { loginUrl } from './basePath';
import { api, client } from './client';

export interface CurrentUser {
  tenantId: string;
  userId: string;
  userName: string;
  name: string;
  /** The stored file of the user's photo (系统管理 › 更换头像), none until one is uploaded. */
  photoId?: string | null;
  systems: SystemItem[];
}

export async function loadCurrentUser(): Promise<CurrentUser> {
  const data = (await api.getUser()) as { tenantId?: string; userId?: string; userName?: string; name?: string; photoId?: string | null; systemList?: unknown };
  return {
    tenantId: data.tenantId ?? '',
    userId: data.userId ?? '',
    userName: data.userName ?? '',
    name: data.name ?? data.userName ?? '',
    photoId: data.photoId ?? null,
    systems: parseSystemList(data.systemList),
  };
}

/** Remembers the chosen system in the system-info record (§3). */
export function rememberSystem(system: SystemItem): void {
  const info = readSystemInfo();
  if (info) writeSystemInfo({ ...info, systemCode: system.code, systemTitle: system.name });
}

export function logout(): Promise<void> {
  return logoutFlow(() => api.logout(), client.adapters, loginUrl());
}
