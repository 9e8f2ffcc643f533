import { describe, expect, it } from 'vitest';
import { loadAllSystems } from '../registry';
import { pageReads, systemFunctions, viewCode } from './functions';

const systems = await loadAllSystems();

describe.each(systems.map((s) => [s.system, s] as const))('functions of %s', (_code, mod) => {
  const fns = systemFunctions(mod);

  it('has unique codes and one view per menu leaf, first under its leaf', () => {
    expect(new Set(fns.codes).size).toBe(fns.codes.length);
    for (const leaf of mod.menus.flatMap((g) => g.children)) {
      const found = fns.groups.flatMap((g) => g.leaves).find((l) => l.key === leaf.key);
      expect(found?.functions[0]?.code, leaf.key).toBe(viewCode(leaf.key));
    }
  });

  it('gives every operation, action and transition of every resource a function', () => {
    for (const r of mod.resources) {
      for (const op of r.operations) expect(fns.codes, `${r.key} ${op}`).toContain(`${r.key}:${op === 'batchDelete' ? 'delete' : op}`);
      for (const a of r.actions ?? []) expect(fns.codes, `${r.key} ${a.key}`).toContain(a.call === 'update' ? `${r.key}:edit` : `${r.key}:${a.key}`);
      for (const t of r.workflow?.transitions ?? []) expect(fns.codes).toContain(`${r.key}:${t.key}`);
    }
    for (const report of mod.reports.filter((x) => x.export)) expect(fns.codes).toContain(`${report.key}:export`);
  });

  it('lets someone read every resource and report a page shows', () => {
    for (const page of mod.pages) {
      for (const key of pageReads(mod, page)) expect(fns.readers.get(key), `${page.key} → ${key}`).toContain(viewCode(page.key));
    }
  });
});

describe('reads found in page declarations', () => {
  it('a list reads its resources, a board the reports of its widgets, a document its lines', async () => {
    const kcgl = systems.find((s) => s.system === 'kcgl')!;
    const inbound = kcgl.pages.find((p) => p.kind === 'list' && kcgl.resources.find((r) => r.key === p.resources[0])?.lines)!;
    const header = kcgl.resources.find((r) => r.key === (inbound as unknown as { resources: string[] }).resources[0])!;
    expect([...pageReads(kcgl, inbound)]).toEqual(expect.arrayContaining([header.key, header.lines!.resource]));
    const wtsb = systems.find((s) => s.system === 'wtsb')!;
    const board = wtsb.pages.find((p) => p.kind === 'dashboard' || p.kind === 'kanban')!;
    const widgets = (board as unknown as { widgets: { report: string }[] }).widgets.map((w) => w.report);
    expect([...pageReads(wtsb, board)]).toEqual(expect.arrayContaining(widgets));
  });
});
