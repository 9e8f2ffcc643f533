/** Video wall page: the camera tree of the page's camera types beside a wall of 1/4/9/16 panes. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Card } from '../../../../../src/components/Card';
import { Result } from '../../../../../src/components/Result';
import { Spin } from '../../../../../src/components/Spin';
import { t } from '../../../../../src/i18n';
import { CameraTree, camerasOf, resize, targetPane, VideoWall, type CameraNode, type WallCamera, type WallLayout } from '../../../../../src/video';
import type { TabPageProps } from '../../pages/tabPage';
import { useModuleData } from '../dataSource';
import { pageOf, reportOf } from '../pageContext';
import { useVideoData } from '../video/videoData';
import { PageRoot } from './styles';

const Split = styled.div`
  display: grid;
  grid-template-columns: 300px minmax(0, 1fr);
  gap: ${(p) => p.theme.space.md};
  height: calc(100vh - 180px);
  min-height: 480px;
`;
const Side = styled(Card)`min-height: 0; overflow: hidden;`;

interface TreeAnswer {
  nodes: CameraNode[];
  online: number;
  total: number;
}

const idOf = (key: string) => Number(key.replace(/^camera:/, ''));

export default function VideoWallPage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const def = page.kind === 'videoWall' ? page : null;
  const data = useModuleData();
  const video = useVideoData();
  const [tree, setTree] = useState<TreeAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [layout, setLayout] = useState<WallLayout>(4);
  const [panes, setPanes] = useState<(WallCamera | null)[]>(() => resize([], 4));
  const [selected, setSelected] = useState(0);

  const load = useCallback(() => {
    if (!def) return;
    setFailed(false);
    data.report<TreeAnswer>(reportOf(system, def.tree), def.cameraTypes ? { cameraType: def.cameraTypes.join(',') } : {}).then(setTree, () => setFailed(true));
  }, [data, system, def]);
  useEffect(load, [load]);

  const cameras = useMemo(() => camerasOf(tree?.nodes ?? []), [tree]);
  const wallCamera = useCallback((key: string): WallCamera | undefined => {
    const c = cameras.get(key);
    return c && { key: c.key, title: c.title, online: c.onlineStatus === 'online' };
  }, [cameras]);
  const pick = (node: CameraNode) => {
    const camera = wallCamera(node.key);
    if (!camera) return;
    const index = targetPane(panes, selected);
    const next = resize(panes, layout);
    next[index] = camera;
    setPanes(next);
    setSelected(Math.min(index + 1, layout - 1));
  };
  const changeLayout = (n: WallLayout) => {
    setLayout(n);
    setPanes((p) => resize(p, n));
    setSelected((s) => Math.min(s, n - 1));
  };
  if (!def) return null;
  return (
    <PageRoot aria-label={page.title}>
      <Split>
        <Side title={t('video.tree.title')} size="sm" extra={tree ? t('video.tree.counts', { online: tree.online, total: tree.total }) : undefined}>
          {failed ? <Result status="error" title={t('video.tree.failed')} /> : tree ? <CameraTree nodes={tree.nodes} onPick={pick} /> : <Spin />}
        </Side>
        <VideoWall panes={panes} onPanesChange={setPanes} layout={layout} onLayoutChange={changeLayout} selected={selected} onSelect={setSelected}
          cameraByKey={wallCamera} sourceOf={(camera) => video.live(def.live, idOf(camera.key))} />
      </Split>
    </PageRoot>
  );
}
