/** Catch-all and /404 (§2). */
import { useNavigate } from 'react-router';
import { Button } from '../../../../src/components/Button';
import { Result } from '../../../../src/components/Result';
import { t } from '../../../../src/i18n';
import { CenteredPage } from '../app/CenteredPage';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <CenteredPage>
      <Result status="404" extra={<Button variant="primary" onClick={() => navigate('/')}>{t('shell.errors.notFoundBack')}</Button>} />
    </CenteredPage>
  );
}
