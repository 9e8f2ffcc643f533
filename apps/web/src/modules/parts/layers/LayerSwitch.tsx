/** The layers of a map, each a switch with the legend of its states and their counts. */
import styled from 'styled-components';
import { Checkbox } from '../../../../../../src/components/Checkbox';
import { Tag } from '../../../../../../src/components/Tag';
import { t } from '../../../../../../src/i18n';
import type { Row } from '../../dataSource';
import { stateCounts } from './layerShapes';
import type { LoadedLayer } from './useLayerRows';

const Bar = styled.div`display: flex; align-items: center; gap: ${(p) => p.theme.space.md}; flex-wrap: wrap;`;
const Group = styled.div`display: flex; align-items: center; gap: ${(p) => p.theme.space.xs}; flex-wrap: wrap;`;

export interface LayerSwitchProps {
  layers: readonly LoadedLayer[];
  /** The rows each layer placed on the map, by layer index. */
  placed: readonly (readonly Row[])[];
  shown: readonly boolean[];
  onToggle: (index: number, shown: boolean) => void;
}

export function LayerSwitch({ layers, placed, shown, onToggle }: LayerSwitchProps) {
  return (
    <Bar role="group" aria-label={t('map.layersSwitch')}>
      {layers.map((l, i) => (
        <Group key={i}>
          <Checkbox size="sm" checked={shown[i]} onChange={(on) => onToggle(i, on)}>{l.label}</Checkbox>
          {stateCounts(l.layer, l.options, placed[i] ?? []).map(({ option, n }) => (
            <Tag key={option.value} status={option.status ?? 'default'} size="sm">{t('map.layersLegend', { label: option.label, n })}</Tag>
          ))}
        </Group>
      ))}
    </Bar>
  );
}
