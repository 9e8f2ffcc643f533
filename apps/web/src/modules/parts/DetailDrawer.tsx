/** Detail drawer of one record: every field shown in "detail", formatted. */
import { Descriptions } from '../../../../../src/components/Descriptions';
import { Drawer } from '../../../../../src/components/Drawer';
import { t } from '../../../../../src/i18n';
import { fieldsIn, type ResourceDefinition } from '../../../../catalogue/src';
import type { Row } from '../dataSource';
import { DisplayValue, fieldTitle } from './display';

export function DetailDrawer({ resource, row, onClose }: { resource: ResourceDefinition; row: Row | null; onClose: () => void }) {
  return (
    <Drawer open={row !== null} onOpenChange={(next) => !next && onClose()} title={t('modules.detailTitle', { name: resource.name })} size="lg">
      {row && (
        <Descriptions columns={1} bordered
          items={fieldsIn(resource.fields, 'detail').map((f) => ({ label: fieldTitle(f), value: <DisplayValue system={resource.system} field={f} row={row} /> }))} />
      )}
    </Drawer>
  );
}
