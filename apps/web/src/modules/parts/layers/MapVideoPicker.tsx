/**
 * A map layer's video (MapLayer.video): pick a row by name (or click its marker) to open its
 * cameras in a dialog.
 */
import styled from 'styled-components';
import { Select } from '../../../../../../src/components/Select';
import { t } from '../../../../../../src/i18n';
import type { MapVideo } from '../../../../../catalogue/src/model/pages';
import type { Row } from '../../dataSource';
import { CameraDialog } from '../../video/CameraDialog';

const Box = styled.div`width: calc(${(p) => p.theme.space.xxl} * 6);`;
const nameOf = (r: Row | null) => String(r?.name ?? '');

export function MapVideoPicker({ video, rows, watched, onWatch }: { video: MapVideo; rows: readonly Row[]; watched: Row | null; onWatch: (row: Row | null) => void }) {
  const options = rows.filter((r) => Array.isArray(r[video.cameras]) && (r[video.cameras] as unknown[]).length > 0).map((r) => ({ value: String(r.id), label: nameOf(r) }));
  return (
    <Box>
      <Select options={options} value={null} onChange={(id) => onWatch(rows.find((r) => String(r.id) === id) ?? null)} showSearch
        aria-label={t('video.grid.choose')} placeholder={t('video.grid.choose')} />
      <CameraDialog video={video} row={watched} name={nameOf(watched)} onClose={() => onWatch(null)} />
    </Box>
  );
}
