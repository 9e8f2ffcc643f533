/**
 * The candidates inside the drawn area, layer by layer: each a check box with its state, all
 * checked at first; “全选” per layer.
 */
import styled from 'styled-components';
import { Checkbox } from '../../../../../../src/components/Checkbox';
import { Empty } from '../../../../../../src/components/Empty';
import { Tag } from '../../../../../../src/components/Tag';
import { t } from '../../../../../../src/i18n';
import type { Row } from '../../dataSource';
import { stateStatus } from '../layers/layerShapes';
import type { LoadedLayer } from '../layers/useLayerRows';

const Root = styled.div`display: grid; gap: ${(p) => p.theme.space.sm}; align-content: start; overflow-y: auto; min-height: 0;`;
const Section = styled.fieldset`
  border: 0; margin: 0; padding: 0; display: grid; gap: ${(p) => p.theme.space.xxs};
  legend { display: flex; width: 100%; justify-content: space-between; align-items: center; font-weight: ${(p) => p.theme.font.weight.medium}; padding-bottom: ${(p) => p.theme.space.xxs}; }
`;
const Item = styled.div`display: flex; align-items: center; justify-content: space-between; gap: ${(p) => p.theme.space.xs};`;

export interface CandidateListProps {
  layers: readonly LoadedLayer[];
  /** Per layer, the rows inside the area. */
  inside: readonly Row[][];
  /** Per layer, the ids checked. */
  checked: readonly Set<string>[];
  onChange: (layer: number, ids: Set<string>) => void;
}

export function CandidateList({ layers, inside, checked, onChange }: CandidateListProps) {
  if (inside.every((rows) => !rows.length)) return <Root aria-label={t('chat.candidates')}><Empty size="sm" description={t('chat.pickSome')} /></Root>;
  return (
    <Root aria-label={t('chat.candidates')}>
      {layers.map((l, i) => {
        const rows = inside[i] ?? [];
        const on = checked[i] ?? new Set<string>();
        const ids = rows.map((r) => String(r.id));
        return (
          <Section key={i} aria-label={t('chat.inArea', { label: l.label, n: rows.length })}>
            <legend>
              <span>{rows.length ? t('chat.inArea', { label: l.label, n: rows.length }) : t('chat.noneInArea', { label: l.label })}</span>
              {rows.length > 0 && (
                <Checkbox size="sm" checked={ids.every((id) => on.has(id))} indeterminate={ids.some((id) => on.has(id)) && !ids.every((id) => on.has(id))}
                  onChange={(all) => onChange(i, new Set(all ? ids : []))}>{t('chat.pickAll')}</Checkbox>
              )}
            </legend>
            {rows.map((r) => {
              const status = stateStatus(l.layer, l.options, r);
              const option = l.options.find((o) => String(o.value) === String(r[l.layer.state ?? '']));
              return (
                <Item key={String(r.id)}>
                  <Checkbox checked={on.has(String(r.id))} onChange={(yes) => {
                    const next = new Set(on);
                    if (yes) next.add(String(r.id));
                    else next.delete(String(r.id));
                    onChange(i, next);
                  }}>{l.labelOf(r)}</Checkbox>
                  {option && <Tag size="sm" status={status === 'default' || !status ? 'default' : (status as 'success')}>{option.label}</Tag>}
                </Item>
              );
            })}
          </Section>
        );
      })}
    </Root>
  );
}
