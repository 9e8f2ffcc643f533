/** Recorded clips: upload with progress, the list (paged), play in a dialog, download, delete. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../src/components/Button';
import { Card } from '../../../../../src/components/Card';
import { DataTable, type DataTableColumn, type PaginationState } from '../../../../../src/components/DataTable';
import { confirm, Dialog } from '../../../../../src/components/Dialog';
import { message } from '../../../../../src/components/Message';
import { Upload } from '../../../../../src/components/Upload';
import { t } from '../../../../../src/i18n';
import { VideoPlayer } from '../../../../../src/video';
import type { TabPageProps } from '../../pages/tabPage';
import { serverProblem } from '../dataSource';
import { ExportProgress } from '../parts/ExportControl';
import { useExport } from '../parts/useExport';
import { pageOf } from '../pageContext';
import { useVideoData, type Clip } from '../video/videoData';
import { PageRoot } from './styles';
import { usePermissions } from '../permissions';
import { opCode } from '../../../../catalogue/src';

const MAX_MB = 20;
const Buttons = styled.div`display: flex; gap: ${(p) => p.theme.space.xxs};`;
const Screen = styled.div`height: 360px;`;

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export default function VideoClipsPage({ uri }: TabPageProps) {
  const { page } = pageOf(uri);
  const base = page.kind === 'videoClips' ? page.base : '';
  const video = useVideoData();
  const exporter = useExport();
  const [paging, setPaging] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [answer, setAnswer] = useState<{ rows: Clip[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState<Clip | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setAnswer(await video.clips(base, { pageNum: paging.pageIndex + 1, pageSize: paging.pageSize }));
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [video, base, paging]);
  useEffect(() => void load(), [load]);

  // Uploading and deleting are the page's own functions (its `functions`, decision 0330).
  const { can } = usePermissions();
  const mayUpload = can(opCode(page.key, 'upload'));
  const mayDelete = can(opCode(page.key, 'delete'));
  const remove = useCallback(async (clip: Clip) => {
    const ok = await confirm({ title: t('video.clips.deleteConfirm', { title: clip.title }), tone: 'error', okText: t('video.clips.delete'), onOk: () => video.remove(base, clip.id) });
    if (!ok) return;
    void message.success(t('video.clips.deleted'));
    void load();
  }, [video, base, load]);

  const columns = useMemo<DataTableColumn<Clip>[]>(() => [
    { id: 'title', header: t('video.clips.titleField'), accessorKey: 'title', size: 220 },
    { id: 'fileName', header: t('video.clips.fileName'), accessorKey: 'fileName', size: 220 },
    { id: 'size', header: t('video.clips.size'), accessorFn: (c) => sizeText(c.size), size: 96, meta: { align: 'end' } },
    { id: 'uploader', header: t('video.clips.uploader'), accessorKey: 'uploader', size: 110 },
    { id: 'createTime', header: t('video.clips.createTime'), accessorKey: 'createTime', size: 170 },
    {
      id: 'actions', header: t('video.clips.actions'), size: 200, enableSorting: false,
      cell: ({ row }) => (
        <Buttons>
          <Button size="sm" variant="link" onClick={() => setPlaying(row.original)}>{t('video.clips.play')}</Button>
          <Button size="sm" variant="link" onClick={() => void exporter.run((p) => video.download(base, row.original, p))}>{t('video.clips.download')}</Button>
          {mayDelete && <Button size="sm" variant="link" onClick={() => void remove(row.original)}>{t('video.clips.delete')}</Button>}
        </Buttons>
      ),
    },
  ], [video, base, exporter, remove, mayDelete]);

  if (page.kind !== 'videoClips') return null;
  return (
    <PageRoot aria-label={page.title}>
      {mayUpload && <Card title={t('video.clips.upload')} size="sm">
        <Upload aria-label={t('video.clips.upload')} accept=".mp4,.webm,video/mp4,video/webm" maxSize={MAX_MB * 1024 * 1024} hint={t('video.clips.hint', { mb: MAX_MB })}
          upload={async (file, onProgress) => {
            try {
              await video.upload(base, file, '', (p) => onProgress(p.percent ?? 0));
            } catch (error) {
              throw new Error(serverProblem(error).msg);
            }
            void message.success(t('video.clips.uploaded'));
            setPaging((p) => ({ ...p, pageIndex: 0 }));
            void load();
          }} />
      </Card>}
      <Card title={page.title}>
        <DataTable<Clip> aria-label={page.title} data={answer.rows} columns={columns} getRowId={(c) => String(c.id)} loading={loading}
          error={failed || undefined} onRetry={() => void load()} serverSide rowCount={answer.total} pagination={paging} onPaginationChange={setPaging} />
        <ExportProgress exporter={exporter} />
      </Card>
      <Dialog open={playing !== null} onOpenChange={(open) => { if (!open) setPlaying(null); }} title={playing ? t('video.clips.playing', { title: playing.title }) : ''} footer={null} size="lg">
        {playing && (
          <Screen>
            <VideoPlayer key={playing.id} title={playing.title} autoPlay load={() => video.clipSource(base, playing.id)} />
          </Screen>
        )}
      </Dialog>
    </PageRoot>
  );
}
