/**
 * Settings: a resource with one record per tenant (parameters, open/close switches), read and
 * saved whole as a form with its change history (the audit trail). Its calls follow the family:
 * config/get + config/save, fieldConfig/list + saveOrUpdate… (docs/decisions/0113).
 */

/** The call names of a settings resource under its family base (absolute paths allowed). */
export interface SettingsCalls {
  /** Answers the tenant's record (the defaults until first saved). */
  get: string;
  /** Writes the changed fields of the tenant's record (created on the first save). */
  save: string;
  /** Its change history, newest first (default `history`). */
  history?: string;
  /** Methods of get (default GET) and save (POST). */
  getMethod?: 'GET' | 'POST';
}

/** A menu page showing one settings resource as a form beside its history. */
export interface SettingsPage {
  kind: 'settings';
  key: string;
  title: string;
  resource: string;
}

export function settingsPath(base: string, name: string): string {
  return name.startsWith('/') ? name : `${base}/${name}`;
}

/** The resolved paths of a settings resource. */
export function settingsCalls(resource: { endpoints: { base: string }; singleton?: SettingsCalls }) {
  const s = resource.singleton!;
  const base = resource.endpoints.base;
  return {
    get: { path: settingsPath(base, s.get), method: s.getMethod ?? 'GET' },
    save: { path: settingsPath(base, s.save), method: 'POST' as const },
    history: { path: settingsPath(base, s.history ?? 'history'), method: 'GET' as const },
  };
}
