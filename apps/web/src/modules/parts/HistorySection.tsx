/** The drawer's 变更记录 section: a heading and the record's history. */
import { t } from '../../../../../src/i18n';
import type { ResourceDefinition } from '../../../../catalogue/src';
import { DrawerSection } from './drawerSection';
import { RecordHistory } from './RecordHistory';

export function HistorySection({ resource, id }: { resource: ResourceDefinition; id: number }) {
  return (
    <DrawerSection aria-label={t('lists.historyTitle')}>
      <h3>{t('lists.historyTitle')}</h3>
      <RecordHistory resource={resource} id={id} />
    </DrawerSection>
  );
}
