/**
 * /singleSignOn (§4 Single sign-on): the third-party user payload (query parameters
 * tenantId, appId, appSecret, userId) is exchanged for a session. Loading first; a
 * non-zero result gives false and an error page.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../../src/components/Button';
import { Result } from '../../../../src/components/Result';
import { Spin } from '../../../../src/components/Spin';
import { t } from '../../../../src/i18n';
import { parseLoginInfo } from '../../../../src/session/login-info';
import { writeSystemInfo } from '../../../../src/session/system-info';
import { api } from '../app/client';
import { CenteredPage } from '../app/CenteredPage';
import { layoutHref } from '../login/afterLogin';

type SsoState = { status: 'loading' } | { status: 'failed' };

export default function SingleSignOnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<SsoState>({ status: 'loading' }); // reset on entry
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const payload = Object.fromEntries(['tenantId', 'appId', 'appSecret', 'userId'].map((k) => [k, params.get(k) ?? '']));
    void api.getTokenFromThirdPartyAppUser(payload).then((data) => {
      if (data === false) return setState({ status: 'failed' });
      const info = parseLoginInfo(data as Record<string, unknown>);
      const raw = data as { token?: string; userName?: string };
      writeSystemInfo({ tenantId: info.tenantId ?? '', userId: info.userId ?? '', userName: raw.userName ?? '', systemCode: '', systemTitle: '', token: raw.token ?? '' });
      const only = info.systemList.length === 1 ? info.systemList[0] : undefined;
      const wanted = info.systemList.find((s) => s.code === params.get('systemCode'));
      const target = wanted ?? only;
      navigate(target ? layoutHref(target.code, target.name) : '/navigation', { replace: true });
    });
  }, [params, navigate]);

  return (
    <CenteredPage>
      {state.status === 'loading' ? (
        <Spin tip={t('shell.sso.loading')} />
      ) : (
        <Result status="error" title={t('shell.sso.failed')} subTitle={t('shell.sso.failedDetail')}
          extra={<Button variant="primary" onClick={() => navigate('/')}>{t('shell.sso.backToLogin')}</Button>} />
      )}
    </CenteredPage>
  );
}
