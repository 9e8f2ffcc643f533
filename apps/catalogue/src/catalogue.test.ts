import { groupIcon } from '../../../src/shell/SideMenu/groupIcon';
import { describe, expect, it } from 'vitest';
import { callsOf, actionPath, extraCallPath, type ResourceDefinition, type StateAction } from './model/resource';
import { groupKey, reportColumns } from './model/reports';
import { ruleFields } from './model/fields';
import { WORKFLOW_SCOPES } from './model/workflow';
import type { FieldDefinition } from './model/fields';
import { SHAPES, type NamingShape } from './model/endpoints';
import { findEnum, findResource, loadAllSystems, lookupTarget, moduleOf, PLATFORM, systemCodes } from './registry';

const systems = await loadAllSystems();
const modules = [moduleOf(PLATFORM)!, ...systems];
const ljszy = moduleOf('ljszy')!;

describe('system folders', () => {
  it('each folder declares the system its index line names', () => {
    expect(systems.map((s) => s.system)).toEqual(systemCodes);
    expect(systemCodes).toHaveLength(29);
  });

  it.each(systems.map((s) => [s.system, s] as const))('%s: menu leaves are unique, its pages are its tab leaves', (code, mod) => {
    const leaves = mod.menus.flatMap((g) => g.children);
    expect(new Set(leaves.map((l) => l.key)).size).toBe(leaves.length);
    const uris = new Set(leaves.filter((l) => l.openModeCode === 'tab').map((l) => l.uri));
    expect(mod.pages.filter((p) => !uris.has(`/${code}/${p.key}`)).map((p) => p.key)).toEqual([]);
    expect(leaves.filter((l) => l.isWelcomeMenu)).toHaveLength(1);
  });
});

describe('ljszy menus', () => {
  const leaves = ljszy.menus.flatMap((g) => g.children);

  it('every menu leaf opens a defined page', () => {
    const missing = leaves.filter((leaf) => !ljszy.pages.some((p) => `/ljszy/${p.key}` === leaf.uri));
    expect(missing.map((l) => l.uri)).toEqual([]);
  });

  it('covers every resource of the catalogue row', () => {
    const expected = ['carInfo', 'facilityInfo', 'facilityGarType', 'route', 'carWeightOperate', 'carArrivalRecord', 'carWeightConfig', 'carWork', 'carRouteBand', 'facilityContainer', 'containerWeight', 'classifyWeight', 'classifyRecord', 'propertyCompany', 'company', 'compressionBox', 'rfid', 'operateDailyReport', 'operatePersonnelReport', 'operateStationReport'];
    for (const key of expected) expect(findResource('ljszy', key), key).toBeDefined();
  });
});

describe.each(modules.map((m) => [m.system, m] as const))('module %s is consistent', (system, mod) => {
  const resources = new Map(mod.resources.map((r) => [r.key, r]));
  const has = (r: ResourceDefinition, key: string) => r.fields.some((f) => f.key === key);

  it('views of shared data show the owner fields, including every required one they may create', () => {
    for (const r of mod.resources.filter((x) => x.storedIn)) {
      const owner = findResource(r.storedIn!.system, r.storedIn!.resource);
      expect(owner, r.key).toBeDefined();
      expect(owner!.storedIn, `${r.key}: owners store their own rows`).toBeUndefined();
      // Each field is the owner's own definition (a view may show other columns), or the view's extension under a key the owner does not use.
      const same = (a: FieldDefinition, b: FieldDefinition) => a === b || JSON.stringify({ ...a, show: [] }) === JSON.stringify({ ...b, show: [] });
      for (const f of r.fields) if (!owner!.fields.some((o) => same(o, f))) expect(owner!.fields.map((x) => x.key), `${r.key}.${f.key}`).not.toContain(f.key);
      if (r.operations.includes('create')) {
        for (const f of owner!.fields.filter((x) => x.rules?.required && !x.readonly)) expect(r.fields, `${r.key} creates without ${f.key}`).toContain(f);
      }
    }
  });

  it('fields reference existing enums, lookups and valid rules', () => {
    for (const r of mod.resources) {
      expect(r.system).toBe(system);
      expect(new Set(r.fields.map((f) => f.key)).size, r.key).toBe(r.fields.length);
      expect(has(r, r.sort.field), `${r.key} sort`).toBe(true);
      expect(has(r, r.labelField), `${r.key} label`).toBe(true);
      for (const f of r.fields) {
        const where = `${r.key}.${f.key}`;
        if (f.type === 'enum') expect(findEnum(system, f.enum ?? ''), where).toBeDefined();
        if (f.type === 'lookup') {
          const target = lookupTarget(system, f);
          expect(has(target, f.lookup!.labelField), where).toBe(true);
        }
        if (f.rules?.pattern) expect(() => new RegExp(f.rules!.pattern!), where).not.toThrow();
        if (f.filter) expect(f.show, where).toContain('filter');
        if (f.derived) for (const k of f.derived.of) expect(has(r, k), where).toBe(true);
        if (f.type === 'enum' && f.defaultValue !== undefined) {
          const options = findEnum(system, f.enum!)!.options.map((o) => o.value);
          expect(options, where).toContain(f.defaultValue);
        }
      }
      for (const rule of r.recordRules ?? []) expect(has(r, rule.field) && ruleFields(rule).every((k) => has(r, k)), r.key).toBe(true);
      // A related list and a mirror name a resource of the system and its lookup back to this one.
      const sibling = (key: string) => mod.resources.find((x) => x.key === key);
      for (const rel of r.related ?? []) expect(sibling(rel.resource)?.fields.find((f) => f.key === rel.field)?.filter, `${r.key} related ${rel.resource}`).toBe('eq');
      if (r.mirror) {
        const to = sibling(r.mirror.resource)!;
        const link = to.fields.find((f) => f.key === r.mirror!.link);
        expect(link && link.readonly && link.onDelete === 'cascade', `${r.key} mirror link`).toBe(true);
        for (const key of [...Object.keys(r.mirror.copy), ...Object.keys(r.mirror.set ?? {})]) expect(has(to, key), `${r.key} mirror ${key}`).toBe(true);
      }
      for (const a of r.actions ?? []) {
        for (const k of [...Object.keys(a.set ?? {}), ...(a.fields ?? []), ...(a.touch ? [a.touch] : [])]) expect(has(r, k), `${r.key}.${a.key}`).toBe(true);
      }
    }
  });

  it('reports read existing fields and answer the columns widgets use', () => {
    for (const rep of mod.reports) {
      if (rep.kind === 'custom') continue;
      // A month matrix may read another system's table (督查's reports over 垃圾收运's weighings).
      const src = rep.matrix?.system ? findResource(rep.matrix.system, rep.source ?? '') : resources.get(rep.source ?? '');
      expect(src, rep.key).toBeDefined();
      const used = [rep.matrix?.row, rep.matrix?.column, rep.matrix?.measure.field, rep.dateField, ...(rep.filters ?? []), ...(rep.fields ?? []), ...(rep.groupBy ?? []).map((g) => g.field), ...(rep.measures ?? []).flatMap((m) => (m.field ? [m.field] : [])), ...(rep.where ?? []).map((w) => w.field)];
      for (const key of used.filter(Boolean)) expect(has(src!, key!), `${rep.key}: ${key}`).toBe(true);
      const columns = rep.kind === 'records' ? rep.fields ?? [] : reportColumns(rep).map((c) => c.key);
      if (rep.orderBy) expect(columns, rep.key).toContain(rep.orderBy.key);
      if (rep.kind === 'aggregate') expect(new Set((rep.groupBy ?? []).map(groupKey)).size).toBe(rep.groupBy?.length ?? 0);
    }
    for (const page of mod.pages) {
      if (page.kind === 'list') for (const key of page.resources) expect(resources.has(key), page.key).toBe(true);
      if (page.kind === 'treeTable') expect(has(resources.get(page.resource)!, page.treeField)).toBe(true);
      // A resource layer draws a geometry field of its shape and colours it by an enum field; a report layer names its state's enum.
      if (page.kind === 'reportTree' && page.records.resource) for (const f of Object.values(page.records.filters)) expect(resources.get(page.records.resource)?.fields.find((x) => x.key === f)?.filter, `${page.key}: ${f}`).toBe('eq');
      if (page.kind === 'reportTree' && page.records.report) expect(mod.reports.some((r) => r.key === page.records.report), `${page.key}: ${page.records.report}`).toBe(true);
      if (page.kind === 'layers' && page.pick) expect(resources.get(page.pick.resource)?.fields.find((f) => f.key === page.pick!.field)?.type, `${page.key} pick`).toBe('lookup');
      if (page.kind === 'layers') for (const l of page.layers) {
        expect(Boolean(l.resource) !== Boolean(l.report), `${page.key}: a resource or a report`).toBe(true);
        const fields = l.resource ? resources.get(l.resource)?.fields ?? [] : [];
        const geometry = { point: ['point', 'coordinates'], line: ['polyline'], polygon: ['polygon'] }[l.shape];
        if (l.resource) expect(geometry, `${page.key}: ${l.geometry}`).toContain(fields.find((f) => f.key === l.geometry)?.type);
        if (l.resource && l.state && !l.stateEnum) expect(fields.find((f) => f.key === l.state)?.type, `${page.key}: ${l.state}`).toBe('enum');
        if (l.report && l.state) expect(l.stateEnum, `${page.key}: ${l.state}`).toBeTruthy();
        if (l.stateEnum) expect(findEnum(system, l.stateEnum), `${page.key}: ${l.stateEnum}`).toBeDefined();
      }
      // A map that picks records into a new one: its target's polygon field takes the area, a lookupMany per pick layer the ids.
      if (page.kind === 'areaPick') {
        const target = resources.get(page.target.resource);
        expect(target?.fields.find((f) => f.key === page.target.area)?.type, `${page.key} area`).toBe('polygon');
        for (const p of page.target.picks) {
          expect(page.layers[p.layer], `${page.key} pick layer ${p.layer}`).toBeDefined();
          expect(target?.fields.find((f) => f.key === p.field)?.type, `${page.key} pick ${p.field}`).toBe('lookupMany');
        }
      }
      const reportKeys = page.kind === 'report' ? page.reports : page.kind === 'map' ? [page.list, page.trajectory, page.stops ?? page.list, page.near ?? page.list] : page.kind === 'layers' || page.kind === 'areaPick' ? [...page.layers.flatMap((l) => (l.report ? [l.report] : [])), ...(page.kind === 'layers' ? page.tabs ?? [] : [])] : page.kind === 'reportTree' ? page.trees : page.kind === 'dashboard' || page.kind === 'kanban' ? page.widgets.map((w) => w.report) : (page.kind === 'liveMonitor' || page.kind === 'replay') && page.subjects ? [page.subjects.tree] : [];
      for (const key of reportKeys) expect(mod.reports.some((r) => r.key === key), `${page.key}: ${key}`).toBe(true);
      if (page.kind === 'dashboard' || page.kind === 'kanban') {
        for (const w of page.widgets) {
          const rep = mod.reports.find((r) => r.key === w.report)!;
          // A facts widget reads columns its report declares.
          if (w.kind === 'facts') expect(w.items?.length, `${page.key}/${w.title}`).toBeTruthy();
          for (const item of w.items ?? []) expect(reportColumns(rep).map((c) => c.key), `${page.key}/${w.title}`).toContain(item.key);
          if (rep.kind !== 'aggregate') continue;
          const cols = reportColumns(rep).map((c) => c.key);
          if (w.measure) expect(cols, `${page.key}/${w.title}`).toContain(w.measure);
          if (w.category) expect(cols, `${page.key}/${w.title}`).toContain(w.category);
        }
        // A drill-down leads to a list of the system that filters by the clicked category (and the period).
        for (const w of page.widgets.filter((x) => x.drill)) {
          const target = mod.pages.find((p) => p.key === w.drill!.page);
          expect(target?.kind, `${page.key}/${w.title} → ${w.drill!.page}`).toBe('list');
          const resource = resources.get(target?.kind === 'list' ? target.resources[0]! : '')!;
          // A stat tile drills to a tab (scope) of a workflow list instead of a filter.
          expect(w.drill!.filter ?? w.drill!.scope, `${page.key}/${w.title}`).toBeTruthy();
          if (w.drill!.scope) expect(WORKFLOW_SCOPES, `${page.key}/${w.title}`).toContain(w.drill!.scope);
          if (w.drill!.scope) expect(resource.workflow, `${page.key}/${w.title}`).toBeTruthy();
          if (w.drill!.filter) {
            const filter = resource.fields.find((f) => f.key === w.drill!.filter);
            expect(filter?.filter, `${page.key}/${w.title}: ${w.drill!.filter}`).toBeTruthy();
          }
          if (w.drill!.dateFilter) expect(resource.fields.find((f) => f.key === w.drill!.dateFilter)?.filter, `${page.key}/${w.title}`).toBe('range');
        }
      }
    }
  });
});

describe('系统管理 菜单定义', () => {
  it('names every page kind a menu holds, in Chinese', () => {
    const labels = new Map((findEnum('xtgl', 'menuPageKind')?.options ?? []).map((o) => [o.value, o.label]));
    const kinds = new Set(modules.flatMap((m) => m.pages.map((p) => p.kind)));
    expect([...kinds].filter((k) => !/[\u4e00-\u9fa5]/.test(labels.get(k) ?? ''))).toEqual([]);
  });
});

describe('shared tables', () => {
  it('views that extend the same owner agree on each extension column', () => {
    const columns = new Map<string, string>();
    for (const r of modules.flatMap((m) => m.resources).filter((x) => x.storedIn)) {
      for (const f of r.fields) {
        const key = `${r.storedIn!.system}.${r.storedIn!.resource}.${f.key}`;
        expect(columns.get(key) ?? f.type, `${r.system}.${r.key}.${f.key}`).toBe(f.type);
        columns.set(key, f.type);
      }
    }
  });
});

/**
 * One call the system answers may serve several views of one table (回收清运's auditUser serves
 * both audit lists of its users): counted once, by the first view declaring it.
 */
const systemActionOwners = new Map<string, string>();
function sharedSystemAction(r: ResourceDefinition, a: StateAction): boolean {
  if (a.answeredBy !== 'system' || !r.storedIn) return false;
  const key = `POST ${actionPath(r, a)}`;
  const table = `${r.storedIn.system}.${r.storedIn.resource}`;
  const owner = systemActionOwners.get(key);
  if (owner === undefined) systemActionOwners.set(key, table);
  return owner === table;
}

describe('endpoints', () => {
  const all = modules.flatMap((m) => [
    ...m.resources.flatMap((r) => [
      ...callsOf(r).map((c) => `${c.method} ${c.path}`),
      ...(r.actions ?? []).filter((a) => a.call !== 'update' && !sharedSystemAction(r, a)).map((a) => `POST ${actionPath(r, a)}`),
      // A field checked by the system's server answers at its own call (考核管理's checkFormula).
      ...r.fields.filter((f) => f.verify && !r.storedIn).map((f) => `POST ${r.endpoints.base}/${f.verify!.call}`),
      // The generic extra calls every list resource gets (two resources on one base need distinct ones).
      ...(r.singleton ? [] : [`GET ${extraCallPath(r, 'history')}`, `POST ${extraCallPath(r, 'deletePreview')}`, `GET ${extraCallPath(r, 'fill')}`]),
    ]),
    ...m.reports.map((r) => `${r.method} ${r.call}`),
  ]);

  it('no two calls share a method and path', () => {
    const dupes = all.filter((c, i) => all.indexOf(c) !== i);
    expect(dupes).toEqual([]);
  });

  it('lists live at the spec paths', () => {
    expect(all).toContain('POST /cloud/ljszy/carInfo/pageList');
    expect(all).toContain('POST /cloud/ljszy/carWeightOperate/export');
    expect(all).toContain('GET /cloud/ljszy/company/pageList');
    expect(all).toContain('POST /cloud/ljszy/carWeightConfig/saveOrUpdate');
    expect(all).toContain('GET /cloud/ljszy/carGrossWeightPrimeval/companyView');
    expect(all).toContain('GET /cloud/ljszy/kanban/dailyForeCastChart');
    expect(all).toContain('POST /cloud/ljszy/facilityContainer/import');
  });

  it('every naming shape is used by some resource', () => {
    const used = new Set(modules.flatMap((m) => m.resources.map((r) => r.endpoints.shape)));
    expect([...used].sort()).toEqual((Object.keys(SHAPES) as NamingShape[]).sort());
  });

  it('company and property company offer save and update but no delete (spec §7)', () => {
    for (const key of ['company', 'propertyCompany']) {
      const kinds = callsOf(findResource('ljszy', key)!).map((c) => c.kind);
      expect(kinds).toContain('create');
      expect(kinds).toContain('update');
      expect(kinds).not.toContain('delete');
    }
  });
});

describe('menu group icons', () => {
  it('every group of every system gets an icon from its name (none falls back to the folder)', () => {
    const unmatched = systems.flatMap((s) => s.menus.filter((g) => groupIcon(g) === 'folder').map((g) => `${s.system}/${g.name}`));
    expect(unmatched).toEqual([]);
  });
});
