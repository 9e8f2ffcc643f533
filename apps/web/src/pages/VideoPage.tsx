/** The place-named video page (§2): shown only after the video single sign-on check passes. */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Result } from '../../../../src/components/Result';
import { Spin } from '../../../../src/components/Spin';
import { t } from '../../../../src/i18n';
import { readSystemInfo } from '../../../../src/session/system-info';
import { api } from '../app/client';
import { CenteredPage } from '../app/CenteredPage';

export default function VideoPage() {
  const [params] = useSearchParams();
  const [state, setState] = useState<'checking' | 'ok' | 'failed'>('checking');
  const [reason, setReason] = useState<string>();
  useEffect(() => {
    const info = readSystemInfo();
    const userId = params.get('userId') ?? info?.userId ?? '';
    const sessionId = params.get('sessionId') ?? info?.token ?? '';
    let live = true;
    api.videoSsoCheck(userId, sessionId)
      .then((data) => live && setState((data as { valid?: boolean } | null)?.valid ? 'ok' : 'failed'))
      .catch((error: Error) => { if (live) { setReason(error.message); setState('failed'); } });
    return () => { live = false; };
  }, [params]);
  return (
    <CenteredPage>
      {state === 'checking' && <Spin tip={t('shell.video.checking')} />}
      {state === 'ok' && <Result status="success" title={t('shell.pageTitles.video')} subTitle={t('shell.video.ok')} />}
      {state === 'failed' && <Result status="error" title={t('shell.video.failed')} subTitle={reason} />}
    </CenteredPage>
  );
}
