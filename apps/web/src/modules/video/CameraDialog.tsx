/**
 * A map row's cameras in a dialog (a station's cameras from its GIS list): the players ask the
 * camera call the page names (视频监管's live address) for each stream when played.
 */
import { useMemo } from 'react';
import { Dialog } from '../../../../../src/components/Dialog';
import { t } from '../../../../../src/i18n';
import { CameraGrid, type GridCamera } from '../../../../../src/video';
import type { MapVideo } from '../../../../catalogue/src/model/pages';
import type { Row } from '../dataSource';
import { useVideoData } from './videoData';

interface RowCamera { id: number; name: string; onlineStatus?: string }

export function CameraDialog({ video, row, name, onClose }: { video: MapVideo; row: Row | null; name: string; onClose: () => void }) {
  const data = useVideoData();
  const cameras = useMemo<GridCamera[]>(() => {
    const list = Array.isArray(row?.[video.cameras]) ? (row![video.cameras] as RowCamera[]) : [];
    return list.map((c) => ({ key: String(c.id), title: c.name, online: c.onlineStatus !== 'offline', load: () => data.live(video.live, c.id) }));
  }, [data, row, video]);
  return (
    <Dialog open={row != null} onOpenChange={(open) => { if (!open) onClose(); }} onCancel={onClose} title={t('video.grid.title', { name })} size="lg" footer={null}>
      {row && <CameraGrid name={name} cameras={cameras} />}
    </Dialog>
  );
}
