/**
 * The web half of docs/adding-a-system.md: a system registered like an index line opens its
 * page from its own catalogue chunk; an address that is no page of its system gets none (the
 * shell then shows the placeholder — today no menu leaf of the 29 systems does).
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ThemeProvider } from '../../../../src/theme';
import { moduleOf, registerSystem } from '../../../catalogue/src';
import { ModuleDataProvider, type ModuleData } from './dataSource';
import { loadModulePage } from './registry';

registerSystem('tmpdemo', () => import('../../../../tests/fixtures/throwaway-system'));

describe('module pages by system', () => {
  it('loads a system only when one of its pages opens, and finds no page for an address that is none of its system\'s pages (/xmht/project)', async () => {
    expect(moduleOf('tmpdemo')).toBeUndefined();
    expect(await loadModulePage('/tmpdemo/missing')).toBeNull();
    expect(moduleOf('tmpdemo')?.name).toBe('演示系统');
    expect(await loadModulePage('/xmht/project')).toBeNull();
    expect(moduleOf('kcgl')).toBeUndefined();
    expect(await loadModulePage('/kcgl/storageLocation')).not.toBeNull();
    expect(moduleOf('kcgl')?.name).toBe('仓库管理');
    expect(await loadModulePage('/nosuch/page')).toBeNull();
  });

  it('renders the throwaway system\'s list page from its catalogue entry', async () => {
    const Page = (await loadModulePage('/tmpdemo/tank'))!;
    expect(Page).toBeTruthy();
    const data = {
      list: async () => ({ rows: [{ id: 1, code: 'SX-01', volume: 12.5, status: 'inUse' }], total: 1, pageNum: 1, pageSize: 10 }),
      options: async () => [],
    } as unknown as ModuleData;
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() =>
      root.render(
        <ThemeProvider>
          <ModuleDataProvider value={data}>
            <Page menuId="tmpdemo-g1-tank" title="水箱" uri="/tmpdemo/tank" namePath={['基础资料']} systemCode="tmpdemo" systemName="演示系统" />
          </ModuleDataProvider>
        </ThemeProvider>,
      ),
    );
    await expect.element(page.getByRole('cell', { name: 'SX-01' })).toBeVisible();
    await expect.element(page.getByText('在用')).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: /容量\(立方米\)/ })).toBeVisible();
    root.unmount();
    host.remove();
  });
});
