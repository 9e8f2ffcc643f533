/** The drawer's 变更记录 section: a heading and the record's history. */
import styled from 'styled-components';
import { t } from '../../../../../src/i18n';
import type { ResourceDefinition } from '../../../../catalogue/src';
import { RecordHistory } from './RecordHistory';

const Section = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
  margin-top: ${(p) => p.theme.space.lg};
  h3 { margin: 0; font-size: ${(p) => p.theme.font.size.md}; font-weight: ${(p) => p.theme.font.weight.medium}; }
`;

export function HistorySection({ resource, id }: { resource: ResourceDefinition; id: number }) {
  return (
    <Section aria-label={t('lists.historyTitle')}>
      <h3>{t('lists.historyTitle')}</h3>
      <RecordHistory resource={resource} id={id} />
    </Section>
  );
}
