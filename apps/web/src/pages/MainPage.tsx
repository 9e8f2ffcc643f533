/** /main: the home page — the signed-in user's systems, or the way back to sign in. */
import { useNavigate } from 'react-router';
import { Button } from '../../../../src/components/Button';
import { Result } from '../../../../src/components/Result';
import { t } from '../../../../src/i18n';
import { readSystemInfo } from '../../../../src/session/system-info';
import { CenteredPage } from '../app/CenteredPage';

export default function MainPage() {
  const navigate = useNavigate();
  const info = readSystemInfo();
  return (
    <CenteredPage>
      <Result
        status="info"
        title={t('shell.main.heading')}
        subTitle={t('shell.appTitle')}
        extra={<Button variant="primary" onClick={() => navigate(info?.token ? '/navigation' : '/')}>{t('shell.main.enter')}</Button>}
      />
    </CenteredPage>
  );
}
