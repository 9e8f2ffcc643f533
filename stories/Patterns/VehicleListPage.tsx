/**
 * The canonical business layout: a search form over a data table, with a create/edit
 * dialog and delete confirmation, on mock 车辆信息 data held in component state.
 */
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../src/components/Button';
import { Card } from '../../src/components/Card';
import { DataTable, type RowSelectionState } from '../../src/components/DataTable';
import { plateOf, vehicleColumns, vehicleId } from '../../src/components/DataTable/DataTable.demo';
import { makeVehicles, type Vehicle } from '../../src/components/DataTable/DataTable.mocks';
import { confirm, Dialog } from '../../src/components/Dialog';
import { DialogFormLayout, FormField, SearchForm } from '../../src/components/Form';
import { Input } from '../../src/components/Input';
import { NumberInput } from '../../src/components/NumberInput';
import { RadioGroup } from '../../src/components/Radio';
import { Select } from '../../src/components/Select';

const Page = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.md};
`;

const units = ['城东环卫所', '城西环卫所', '滨江作业队', '西湖作业队', '萧山清运公司'].map((v) => ({ label: v, value: v }));
const types = ['压缩式垃圾车', '餐厨垃圾车', '洗扫车', '洒水车', '勾臂车', '有害垃圾收运车'].map((v) => ({ label: v, value: v }));
const statusOptions = [
  { label: '作业中', value: 'working' },
  { label: '空闲', value: 'idle' },
  { label: '离线', value: 'offline' },
  { label: '维修中', value: 'repair' },
];
/** Fixed "now" for new records so screenshots never depend on the clock. */
const FIXED_NOW = '2026-11-20 09:30';

interface Query { plate: string; unit: string | null; status: string | null }
interface VehicleForm { plate: string; type: string; unit: string; driver: string; loadTons: number | null; status: Vehicle['status'] }

const emptyQuery: Query = { plate: '', unit: null, status: null };
const newVehicle: VehicleForm = { plate: '', type: '压缩式垃圾车', unit: '城东环卫所', driver: '', loadTons: null, status: 'idle' };
const columns = vehicleColumns.filter((c) => !['phone', 'station', 'id'].includes(String('accessorKey' in c ? c.accessorKey : c.id)));

function matches(row: Vehicle, query: Query) {
  return (!query.plate || row.plate.includes(query.plate)) && (!query.unit || row.unit === query.unit) && (!query.status || row.status === query.status);
}

function VehicleDialog({ editing, onClose, onSave }: { editing: Vehicle | 'new'; onClose: () => void; onSave: (values: VehicleForm) => void }) {
  const form = useForm<VehicleForm>({ defaultValues: editing === 'new' ? newVehicle : editing, mode: 'onTouched' });
  return (
    <Dialog open title={editing === 'new' ? '新增车辆' : `编辑车辆 ${editing.plate}`} footer={null} size="lg" onOpenChange={(open) => !open && onClose()}>
      <DialogFormLayout form={form} onSubmit={onSave} onCancel={onClose} aria-label="车辆信息">
        <FormField name="plate" label="车牌号" required maxLength={10}><Input placeholder="如 浙A·D1234" /></FormField>
        <FormField name="type" label="车辆类型" required><Select options={types} /></FormField>
        <FormField name="unit" label="所属单位" required><Select options={units} /></FormField>
        <FormField name="driver" label="司机" required maxLength={10}><Input placeholder="请输入司机姓名" /></FormField>
        <FormField name="loadTons" label="载重(吨)" required min={0.5} max={40}><NumberInput unit="吨" precision={1} /></FormField>
        <FormField name="status" label="状态" required><RadioGroup optionType="button" size="sm" options={statusOptions} /></FormField>
      </DialogFormLayout>
    </Dialog>
  );
}

export function VehicleListPage({ initialCount = 36 }: { initialCount?: number }) {
  const [rows, setRows] = useState<Vehicle[]>(() => makeVehicles(initialCount));
  const [query, setQuery] = useState<Query>(emptyQuery);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [editing, setEditing] = useState<Vehicle | 'new' | null>(null);
  const searchForm = useForm<Query>({ defaultValues: emptyQuery });
  const visible = useMemo(() => rows.filter((row) => matches(row, query)), [rows, query]);
  const selectedCount = Object.keys(selection).length;

  const save = (values: VehicleForm) => {
    const record = { ...values, loadTons: values.loadTons ?? 0 };
    if (editing === 'new') {
      const base = { ...rows[0], id: `N${String(rows.length + 1).padStart(5, '0')}`, lastLocatedAt: FIXED_NOW, mileageKm: 0 };
      setRows([{ ...base, ...record }, ...rows]);
    } else if (editing) {
      setRows(rows.map((row) => (row.id === editing.id ? { ...row, ...record } : row)));
    }
    setEditing(null);
  };

  const remove = async (ids: string[], title: string) => {
    if (!(await confirm({ title, content: '删除后该车辆的排班与轨迹记录将一并归档。', tone: 'error', okText: '删除' }))) return;
    setRows((old) => old.filter((row) => !ids.includes(row.id)));
    setSelection({});
  };

  const rowActions = (row: Vehicle) => (
    <>
      <Button variant="link" size="sm" aria-label={`编辑 ${row.plate}`} onClick={() => setEditing(row)}>编辑</Button>
      <Button variant="link" size="sm" aria-label={`删除 ${row.plate}`} onClick={() => remove([row.id], `确定删除车辆 ${row.plate}？`)}>删除</Button>
    </>
  );

  return (
    <Page>
      <Card title="车辆查询" size="sm">
        <SearchForm form={searchForm} onSearch={setQuery} onReset={() => setQuery(emptyQuery)} aria-label="车辆查询">
          <FormField name="plate" label="车牌号"><Input placeholder="如 浙A·D1234" allowClear /></FormField>
          <FormField name="unit" label="所属单位"><Select options={units} placeholder="全部单位" allowClear /></FormField>
          <FormField name="status" label="状态"><Select options={statusOptions} placeholder="全部状态" allowClear /></FormField>
        </SearchForm>
      </Card>
      <Card title="车辆信息">
        <DataTable
          aria-label="车辆信息列表"
          columns={columns}
          data={visible}
          getRowId={vehicleId}
          rowLabel={plateOf}
          selectable
          rowSelection={selection}
          onRowSelectionChange={setSelection}
          rowActions={rowActions}
          actionsWidth={120}
          showColumnSettings
          toolbar={
            <>
              <Button variant="primary" icon="plus" onClick={() => setEditing('new')}>新增车辆</Button>
              <Button variant="danger" icon="delete" disabled={selectedCount === 0}
                onClick={() => remove(Object.keys(selection), `确定删除选中的 ${selectedCount} 辆车？`)}>
                批量删除
              </Button>
            </>
          }
        />
      </Card>
      {editing && <VehicleDialog editing={editing} onClose={() => setEditing(null)} onSave={save} />}
    </Page>
  );
}
