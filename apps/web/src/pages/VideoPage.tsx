/**
 * The place-named video page (§2): after the video single sign-on check passes it shows the
 * camera tree and video wall of 视频监管 (its chunks load only then).
 */
import { useEffect, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Result } from '../../../../src/components/Result';
import { Spin } from '../../../../src/components/Spin';
import { t } from '../../../../src/i18n';
import { readSystemInfo } from '../../../../src/session/system-info';
import { api } from '../app/client';
import { CenteredPage } from '../app/CenteredPage';
import { loadModulePage } from '../modules/registry';
import type { TabPageProps } from './tabPage';

const WALL_URI = '/spjg/videoTree';

/** The check's outcome stays in view above the wall (the spec's page says whether sign-on passed). */
const Passed = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.md};
  color: ${(p) => p.theme.color.success.default};
  font-size: ${(p) => p.theme.font.size.sm};
`;

export default function VideoPage() {
  const [params] = useSearchParams();
  const [state, setState] = useState<'checking' | 'ok' | 'failed'>('checking');
  const [reason, setReason] = useState<string>();
  const [Wall, setWall] = useState<ComponentType<TabPageProps> | null>(null);
  useEffect(() => {
    const info = readSystemInfo();
    const userId = params.get('userId') ?? info?.userId ?? '';
    const sessionId = params.get('sessionId') ?? info?.token ?? '';
    let live = true;
    api.videoSsoCheck(userId, sessionId)
      .then(async (data) => {
        if (!(data as { valid?: boolean } | null)?.valid) return live && setState('failed');
        const page = await loadModulePage(WALL_URI);
        if (!live) return;
        if (page) setWall(() => page);
        setState('ok');
      })
      .catch((error: Error) => { if (live) { setReason(error.message); setState('failed'); } });
    return () => { live = false; };
  }, [params]);
  if (state === 'ok' && Wall) {
    return (
      <>
        <Passed role="status">{t('shell.video.ok')}</Passed>
        <Wall uri={WALL_URI} menuId="video" title={t('shell.pageTitles.video')} namePath={[t('shell.pageTitles.video')]} systemCode="spjg" systemName="视频监管" />
      </>
    );
  }
  return (
    <CenteredPage>
      {state === 'checking' && <Spin tip={t('shell.video.checking')} />}
      {state === 'ok' && <Result status="success" title={t('shell.pageTitles.video')} subTitle={t('shell.video.ok')} />}
      {state === 'failed' && <Result status="error" title={t('shell.video.failed')} subTitle={reason} />}
    </CenteredPage>
  );
}
