/** A few names as tags, the rest counted (角色, 授权系统 in the access lists). */
import styled from 'styled-components';
import { Tag } from '../../../../../../src/components/Tag';
import type { Status } from '../../../../../../src/components/types';
import { t } from '../../../../../../src/i18n';

const Row = styled.span`display: inline-flex; flex-wrap: nowrap; gap: ${(p) => p.theme.space.xxs}; max-width: 100%; overflow: hidden;`;

export function Tags({ items, status = 'default', max = 2 }: { items: readonly string[]; status?: Status; max?: number }) {
  if (!items.length) return null;
  const shown = items.length > max + 1 ? items.slice(0, max) : items;
  return (
    <Row title={items.join('、')}>
      {shown.map((name) => <Tag key={name} size="sm" status={status}>{name}</Tag>)}
      {shown.length < items.length && <Tag size="sm">{t('access.more', { count: items.length - shown.length })}</Tag>}
    </Row>
  );
}
