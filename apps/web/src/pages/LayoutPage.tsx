/** /layout: loads the user's systems and menu (§4 Menu loading), then the shell. */
import { useSearchParams } from 'react-router';
import { Button } from '../../../../src/components/Button';
import { Result } from '../../../../src/components/Result';
import { Spin } from '../../../../src/components/Spin';
import { t } from '../../../../src/i18n';
import { CenteredPage } from '../app/CenteredPage';
import { ShellLayout } from '../layout/ShellLayout';
import { useShellData } from '../layout/useShellData';

export default function LayoutPage() {
  const [params] = useSearchParams();
  const { load, retry } = useShellData(params);
  if (load.status === 'loading') return <CenteredPage><Spin tip={t('shell.layout.loadingMenu')} /></CenteredPage>;
  if (load.status === 'failed') {
    return (
      <CenteredPage>
        <Result status="error" title={t('shell.layout.menuFailed')} extra={<Button variant="primary" onClick={retry}>{t('shell.layout.retry')}</Button>} />
      </CenteredPage>
    );
  }
  return <ShellLayout key={load.data.system.code} data={load.data} menuId={params.get('menuId')} />;
}
