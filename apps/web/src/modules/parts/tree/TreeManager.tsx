/**
 * The tree of a self-referencing resource with its maintenance: add a root or a child, rename,
 * move under another node (the parent field alone; the server refuses cycles next to it) and
 * delete (refused by the server while children or references exist: its message shows here).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../../src/components/Button';
import { Card } from '../../../../../../src/components/Card';
import { confirm } from '../../../../../../src/components/Dialog';
import { message } from '../../../../../../src/components/Message';
import { Tree } from '../../../../../../src/components/Tree';
import { t } from '../../../../../../src/i18n';
import type { ResourceDefinition } from '../../../../../catalogue/src';
import { serverProblem, useModuleData, type TreeRow } from '../../dataSource';
import { RecordDialog } from '../RecordDialog';
import { useLookups } from '../useLookups';
import { findRow, treeNodes } from './treeNodes';
import { useResourceCan } from '../../permissions';

const Tools = styled.div`display: flex; flex-wrap: wrap; gap: ${(p) => p.theme.space.xxs}; margin-bottom: ${(p) => p.theme.space.sm};`;
const Problem = styled.p`
  margin: ${(p) => p.theme.space.sm} 0 0;
  color: ${(p) => p.theme.color.error.textOnContainer};
  font-size: ${(p) => p.theme.font.size.sm};
`;

type Dialog = { kind: 'create'; parent?: number } | { kind: 'rename' | 'move'; row: TreeRow } | null;

export interface TreeManagerProps {
  resource: ResourceDefinition;
  selected: number | null;
  onSelect: (id: number | null, rows: readonly TreeRow[]) => void;
  /** Called after every change (the records table reloads). */
  onChanged?: () => void;
  height?: number;
}

export function TreeManager({ resource, selected, onSelect, onChanged, height = 520 }: TreeManagerProps) {
  const data = useModuleData();
  const options = useLookups(resource);
  const parentField = resource.tree!.parentField;
  const [rows, setRows] = useState<TreeRow[]>([]);
  const [version, setVersion] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [problem, setProblem] = useState('');

  const load = useCallback(async () => {
    try {
      setRows(await data.tree(resource));
    } catch (error) {
      setProblem(serverProblem(error).msg);
    }
  }, [data, resource]);
  useEffect(() => void load(), [load, version]);
  const nodes = useMemo(() => treeNodes(resource, rows), [resource, rows]);
  const current = selected === null ? undefined : findRow(rows, selected);
  const changed = () => {
    setProblem('');
    setVersion((v) => v + 1);
    onChanged?.();
  };

  async function remove(row: TreeRow) {
    setProblem('');
    const label = String(row[resource.labelField] ?? row.id);
    await confirm({
      title: t('modules.deleteConfirm', { name: `${resource.name}“${label}”` }), content: t('modules.deleteHint'), tone: 'error', okText: t('modules.delete'),
      onOk: async () => {
        try {
          await data.remove(resource, [row.id]);
          void message.success(t('modules.deleted', { count: 1 }));
          onSelect(null, rows);
          changed();
        } catch (error) {
          setProblem(serverProblem(error).msg);
        }
      },
    });
  }

  const labelOnly = [resource.labelField];
  const allowed = useResourceCan(resource);
  const can = { create: allowed.op('create'), edit: allowed.op('edit'), delete: allowed.op('delete') };
  return (
    <Card title={t('trees.treeOf', { name: resource.name })} size="sm">
      {/* Only the maintenance the resource's operations allow: a view of shared regions is read-only. */}
      {(can.create || can.edit || can.delete) && (
        <Tools role="toolbar" aria-label={t('trees.treeOf', { name: resource.name })}>
          {can.create && <Button size="sm" icon="plus" onClick={() => setDialog({ kind: 'create' })}>{t('trees.addRoot')}</Button>}
          {can.create && <Button size="sm" icon="plus" disabled={!current} onClick={() => setDialog({ kind: 'create', parent: current!.id })}>{t('trees.addChild')}</Button>}
          {can.edit && <Button size="sm" disabled={!current} onClick={() => setDialog({ kind: 'rename', row: current! })}>{t('trees.rename')}</Button>}
          {can.edit && <Button size="sm" disabled={!current} onClick={() => setDialog({ kind: 'move', row: current! })}>{t('trees.move')}</Button>}
          {can.delete && <Button size="sm" variant="danger" disabled={!current} onClick={() => void remove(current!)}>{t('modules.delete')}</Button>}
        </Tools>
      )}
      {/* Remounted when the rows change, so new nodes show expanded. */}
      <Tree key={version + nodes.length} treeData={nodes} aria-label={t('trees.treeOf', { name: resource.name })} searchable defaultExpandAll
        selectedKey={selected === null ? null : String(selected)} onSelect={(key) => onSelect(Number(key), rows)} height={height} />
      {problem && <Problem role="alert">{problem}</Problem>}
      {dialog?.kind === 'create' && (
        <RecordDialog resource={resource} options={options} prefill={dialog.parent ? { [parentField]: String(dialog.parent) } : undefined}
          title={dialog.parent ? t('trees.addChild') : t('trees.addRoot')} onClose={() => setDialog(null)} onSaved={changed} />
      )}
      {dialog?.kind === 'rename' && (
        <RecordDialog resource={resource} row={dialog.row} only={labelOnly} title={t('trees.renameTitle', { name: resource.name })} options={options} onClose={() => setDialog(null)} onSaved={changed} />
      )}
      {dialog?.kind === 'move' && (
        <RecordDialog resource={resource} row={dialog.row} only={[parentField]} title={t('trees.moveTitle', { name: resource.name, label: String(dialog.row[resource.labelField] ?? '') })}
          options={options} onClose={() => setDialog(null)} onSaved={changed}
          submit={(values) => data.save(resource, { id: dialog.row.id, [parentField]: values[parentField] ?? null })} />
      )}
    </Card>
  );
}
