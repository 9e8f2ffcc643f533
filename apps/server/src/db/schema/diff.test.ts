import { describe, expect, it } from 'vitest';
import { field, type ResourceDefinition } from '../../../../catalogue/src';
import { schemaChanges } from './diff';
import { catalogueRenames, catalogueSchema } from './model';

const base: ResourceDefinition = {
  key: 'tank', name: '水箱', system: 'demo', endpoints: { base: '/cloud/demo/tank', shape: 'pageList', pack: 'identity', entity: 'json' },
  sort: { field: 'code', dir: 'asc' }, labelField: 'code', operations: [],
  fields: [field.text('code', '编号'), field.integer('volume', '容量'), field.text('note', '备注')],
};
const other: ResourceDefinition = { ...base, key: 'pump', name: '水泵' };
const change = (next: ResourceDefinition) => {
  const resources = [next, other];
  return schemaChanges(catalogueSchema([base, other]), catalogueSchema(resources), catalogueRenames(resources));
};
const edit = (fields: ResourceDefinition['fields'], extra: Partial<ResourceDefinition> = {}) => change({ ...base, ...extra, fields });

describe('migration SQL from a catalogue change', () => {
  it('adds a column', () => {
    expect(edit([...base.fields, field.date('installed', '安装日期')]).get('demo_tank')).toEqual(['ALTER TABLE demo_tank ADD COLUMN IF NOT EXISTS installed date;']);
  });

  it('renames a column declared renamedFrom, keeping its data', () => {
    expect(edit([base.fields[0]!, { ...base.fields[1]!, key: 'capacity', renamedFrom: 'volume' }, base.fields[2]!]).get('demo_tank')).toEqual([
      'ALTER TABLE demo_tank RENAME COLUMN volume TO capacity;',
    ]);
  });

  it('changes a type with a cast and drops a removed field', () => {
    expect(edit([base.fields[0]!, field.number('volume', '容量')]).get('demo_tank')).toEqual([
      'ALTER TABLE demo_tank ALTER COLUMN volume TYPE double precision USING volume::double precision;',
      'ALTER TABLE demo_tank DROP COLUMN IF EXISTS note;',
    ]);
  });

  it('adds the indexes of a newly indexed field and rebuilds the sort index for a new sort', () => {
    const indexed = edit([base.fields[0]!, { ...base.fields[1]!, indexed: true, filter: 'eq' }, base.fields[2]!]).get('demo_tank')!;
    expect(indexed).toEqual([
      'CREATE INDEX IF NOT EXISTS demo_tank_volume ON demo_tank (tenant_id, volume, code ASC, id ASC);',
      'CREATE INDEX IF NOT EXISTS demo_tank_volume_count ON demo_tank (tenant_id, volume);',
    ]);
    expect(edit(base.fields, { sort: { field: 'volume', dir: 'desc' } }).get('demo_tank')).toEqual([
      'DROP INDEX IF EXISTS demo_tank_sort;',
      'CREATE INDEX IF NOT EXISTS demo_tank_sort ON demo_tank (tenant_id, volume DESC, id DESC);',
    ]);
  });

  it('renames a moved resource with its sequence and indexes', () => {
    const moved = { ...base, system: 'shared', renamedFrom: 'demo.tank' };
    const changes = schemaChanges(catalogueSchema([base]), catalogueSchema([moved]), catalogueRenames([moved]));
    expect(changes.get('shared_tank')).toEqual([
      'ALTER TABLE IF EXISTS demo_tank RENAME TO shared_tank;',
      'ALTER SEQUENCE IF EXISTS demo_tank_id_seq RENAME TO shared_tank_id_seq;',
      'ALTER INDEX IF EXISTS demo_tank_pkey RENAME TO shared_tank_pkey;',
      'ALTER INDEX IF EXISTS demo_tank_count RENAME TO shared_tank_count;',
      'ALTER INDEX IF EXISTS demo_tank_sort RENAME TO shared_tank_sort;',
    ]);
    expect(changes.has('demo_tank')).toBe(false);
  });

  it('a change to one resource touches only its own table', () => {
    const changes = edit([...base.fields, field.text('vendor', '厂家', { rules: { unique: true } })]);
    expect([...changes.keys()]).toEqual(['demo_tank']);
    for (const statement of changes.get('demo_tank')!) expect(statement.match(/\b(demo|shared)_\w+/g)!.every((name) => name.startsWith('demo_tank'))).toBe(true);
  });
});

describe('the committed migrations', () => {
  it('cover the catalogue as it is (a field change without `npm run migration` fails here)', async () => {
    const { loadAllSystems, moduleOf, PLATFORM } = await import('../../../../catalogue/src');
    const { unmigratedTables } = await import('./snapshot');
    const systems = await loadAllSystems();
    expect(unmigratedTables([moduleOf(PLATFORM)!, ...systems].flatMap((m) => m.resources))).toEqual([]);
  });
});
