import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../../../../src/theme';
import { findResource, loadSystem } from '../../../../catalogue/src';
import { ModuleDataProvider, type ModuleData, type Row } from '../dataSource';
import { RecordDialog } from './RecordDialog';

await loadSystem('ljszy');
const car = findResource('ljszy', 'carInfo')!;
const weighing = findResource('ljszy', 'carWeightOperate')!;
const companies = [{ value: '1', label: '杭州城东环境服务有限公司' }, { value: '2', label: '西湖区环境卫生管理所' }];
const vehicle: Row = {
  id: 7, carNo: '浙A·D1159', carType: 'compactor', garbageType: 'other', companyId: 2, driverName: '张国华', driverPhone: '13805712373',
  loadCapacity: 8000, status: 'inUse', gpsDeviceNo: null, purchaseDate: '2023-11-13', remark: null,
};

let root: Root | undefined;
let host: HTMLDivElement | undefined;

afterEach(() => {
  root?.unmount();
  host?.remove();
});

function mount(resource: typeof car, save: ModuleData['save'], row?: Row) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const data = { save } as ModuleData;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  flushSync(() =>
    root!.render(
      <ThemeProvider>
        <ModuleDataProvider value={data}>
          <RecordDialog resource={resource} row={row} options={{ companyId: companies }} onClose={onClose} onSaved={onSaved} />
        </ModuleDataProvider>
      </ThemeProvider>,
    ),
  );
  return { onSaved, onClose };
}

const ok = () => page.getByRole('button', { name: '确定' });

describe('RecordDialog', () => {
  it('answers an empty create with the catalogue messages and sends nothing', async () => {
    const save = vi.fn();
    mount(car, save);
    await userEvent.click(ok());
    await expect.element(page.getByText('车牌号不能为空')).toBeVisible();
    await expect.element(page.getByText('所属单位不能为空')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: '车牌号' })).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the server problem under its field, then saves typed values', async () => {
    const duplicate = Object.assign(new Error('车牌号“浙A·D1538”已存在'), {
      body: { msg: '车牌号“浙A·D1538”已存在', data: { errors: [{ field: 'carNo', message: '车牌号“浙A·D1538”已存在' }] } },
    });
    const save = vi.fn().mockRejectedValueOnce(duplicate).mockResolvedValueOnce({});
    const { onSaved, onClose } = mount(car, save, vehicle);
    await expect.element(page.getByRole('dialog', { name: '编辑车辆 浙A·D1159' })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: '所属单位' })).toHaveValue('西湖区环境卫生管理所');
    await userEvent.fill(page.getByRole('textbox', { name: '车牌号' }), '浙A·D1538');
    await userEvent.click(ok());
    await expect.element(page.getByText('车牌号“浙A·D1538”已存在')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: '车牌号' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.fill(page.getByRole('textbox', { name: '车牌号' }), '浙A·D1539');
    await userEvent.click(ok());
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(save).toHaveBeenLastCalledWith(car, expect.objectContaining({ id: 7, carNo: '浙A·D1539', companyId: 2, loadCapacity: 8000, purchaseDate: '2023-11-13', remark: null }));
  });

  it('checks record rules (毛重 not below 皮重) before sending', async () => {
    const save = vi.fn();
    mount(weighing, save, {
      id: 3, billNo: 'BD202611200003', carId: 1, companyId: 1, garbageType: 'other', station: 'east',
      grossWeight: 9000, tareWeight: 9800, weighTime: '2026-11-20 08:30:00', status: 'normal',
    });
    await userEvent.click(ok());
    await expect.element(page.getByText('毛重不能小于皮重')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: '称重时间', exact: true })).toHaveValue('2026-11-20');
    await expect.element(page.getByRole('textbox', { name: '称重时间（时间）' })).toHaveValue('08:30:00');
    expect(save).not.toHaveBeenCalled();
  });
});
