/** /jump: the redirect page (§2). Goes to `?to=` (an app path only) or to the home page. */
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spin } from '../../../../src/components/Spin';
import { t } from '../../../../src/i18n';
import { CenteredPage } from '../app/CenteredPage';

/** Only same-app paths: an open redirect would let a link send users anywhere. */
export const safeTarget = (to: string | null) => (to && to.startsWith('/') && !to.startsWith('//') ? to : '/main');

export default function JumpPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = safeTarget(params.get('to'));
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return (
    <CenteredPage>
      <Spin tip={t('shell.jump.redirecting')} />
    </CenteredPage>
  );
}
