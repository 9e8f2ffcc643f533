/**
 * The delete confirmation's text (issue 15): what a cascade takes along, listed, or the usual
 * hint. Spans only: the confirmation puts its content in a paragraph.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '../../../../../src/i18n';
import type { ResourceDefinition } from '../../../../catalogue/src';
import type { DeletePreview } from '../dataSource';

const Line = styled.span`display: block;`;
const Goes = styled.span`
  display: block;
  margin: ${(p) => p.theme.space.xs} 0;
  padding-inline-start: ${(p) => p.theme.space.md};
  color: ${(p) => p.theme.color.error.text};
`;

export function deleteConfirmContent(resource: ResourceDefinition, count: number, label: string, preview: DeletePreview | null): ReactNode {
  if (!preview?.cascaded.length) return t('modules.deleteHint');
  const title = count === 1 && label ? t('lists.deleteCascadeTitle', { name: resource.name, label }) : t('lists.deleteCascadeManyTitle', { count, name: resource.name });
  return (
    <>
      <Line>{title}</Line>
      <Goes role="list" aria-label={title}>
        {preview.cascaded.map((c) => <Line key={c.resource} role="listitem">· {t('lists.deleteCascadeItem', { resource: c.resource, count: c.count })}</Line>)}
      </Goes>
      <Line>{t('modules.deleteHint')}</Line>
    </>
  );
}
