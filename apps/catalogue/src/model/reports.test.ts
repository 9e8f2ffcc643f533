import { describe, expect, it } from 'vitest';
import { loadAllSystems } from '../registry';
import { reportColumns } from './reports';

const systems = await loadAllSystems();

describe('custom report columns', () => {
  it('every custom report with an export names the columns of its table and sheet', () => {
    const missing = systems.flatMap((mod) => mod.reports.filter((r) => r.kind === 'custom' && r.export && !r.columns?.length).map((r) => `${mod.system}.${r.key}`));
    expect(missing).toEqual([]);
  });

  it('are what reportColumns gives for a custom report', () => {
    const notWorking = systems.find((m) => m.system === 'ljszy')!.reports.find((r) => r.key === 'notWorkFacility')!;
    expect(reportColumns(notWorking)).toEqual([
      { key: 'code', label: '设施编号' }, { key: 'name', label: '设施名称' }, { key: 'address', label: '地址' },
      { key: 'routeIdLabel', label: '所属线路' }, { key: 'lastCollected', label: '最近收运' },
    ]);
    expect(reportColumns({ key: 'x', title: 'x', kind: 'custom', call: '/x', method: 'GET', handler: 'x' })).toEqual([]);
  });
});
