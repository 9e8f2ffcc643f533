/** Detail drawer of one record: every field shown in "detail", formatted. */
import { Descriptions } from '../../../../../src/components/Descriptions';
import { Drawer } from '../../../../../src/components/Drawer';
import { t } from '../../../../../src/i18n';
import { fieldsIn, fieldTitle, type ResourceDefinition } from '../../../../catalogue/src';
import type { Row } from '../dataSource';
import { DisplayValue, displayText, recordName } from './display';
import { GeoPreview } from './GeoField';
import { HistorySection } from './HistorySection';
import { RelatedRecords } from './RelatedRecords';
import { DocumentLines } from './lines/DocumentLines';
import { CaseTimeline } from './workflow/CaseTimeline';

export function DetailDrawer({ resource, row, onClose }: { resource: ResourceDefinition; row: Row | null; onClose: () => void }) {
  const name = row ? recordName(resource, row) : '';
  return (
    <Drawer open={row !== null} onOpenChange={(next) => !next && onClose()} title={`${t('modules.detailTitle', { name: resource.name })} ${name}`.trim()} size="lg">
      {row && (
        <Descriptions columns={1} bordered
          items={fieldsIn(resource.fields, 'detail').map((f) => ({
            label: fieldTitle(f),
            // Empty values get the Descriptions placeholder (—) rather than a blank cell.
            value: displayText(resource.system, f, row) === '' ? null : f.type === 'point' || f.type === 'polygon' || f.type === 'polyline' ? <GeoPreview field={f} value={row[f.key]} /> : <DisplayValue system={resource.system} field={f} row={row} />,
          }))} />
      )}
      {row && resource.lines && <DocumentLines resource={resource} row={row} />}
      {row && resource.workflow && <CaseTimeline resource={resource} row={row} />}
      {row && resource.related && <RelatedRecords resource={resource} row={row} />}
      {row && <HistorySection resource={resource} id={row.id} />}
    </Drawer>
  );
}
