/**
 * /ums/#/pwdChange?redirect=<address>: the password change page outside the shell (§2),
 * reached after a failed tenant rule; after the change it returns to the given address.
 */
import styled from 'styled-components';
import { Button } from '../../../../src/components/Button';
import { Result } from '../../../../src/components/Result';
import { t } from '../../../../src/i18n';
import { PasswordChangeForm } from '../../../../src/shell/PasswordChange';
import { loginUrl } from '../app/basePath';
import { CenteredPage } from '../app/CenteredPage';
import { usePasswordChange } from '../app/usePasswordChange';

const Panel = styled.section`
  width: 100%;
  max-width: 420px;
  padding: ${(p) => p.theme.space.xl};
  background: ${(p) => p.theme.color.bg.container};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.md};
  h1 { margin: 0 0 ${(p) => p.theme.space.lg}; font-size: ${(p) => p.theme.font.size.h3}; }
`;
const Actions = styled.div`display: flex; gap: ${(p) => p.theme.space.sm}; justify-content: flex-end;`;

/** The return address from the hash route; only same-origin paths are followed. */
export function returnAddress(hash: string): string {
  const query = hash.split('?')[1] ?? '';
  const target = new URLSearchParams(query).get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') ? target : (loginUrl() ?? '/');
}

export default function PwdChangePage() {
  const back = returnAddress(window.location.hash);
  const route = window.location.hash.replace(/^#/, '').split('?')[0];
  const state = usePasswordChange(true, () => back);
  if (route !== '/pwdChange') return <CenteredPage><Result status="404" /></CenteredPage>;
  return (
    <CenteredPage>
      <Panel aria-labelledby="pwd-change-h">
        <h1 id="pwd-change-h">{t('shell.password.pageHeading')}</h1>
        <PasswordChangeForm policy={state.policy} onSubmit={state.submit} error={state.error}
          footer={
            <Actions>
              <Button onClick={() => window.location.assign(back)}>{t('shell.password.back')}</Button>
              <Button variant="primary" htmlType="submit" loading={state.loading} disabled={state.done}>{t('shell.password.submit')}</Button>
            </Actions>
          } />
      </Panel>
    </CenteredPage>
  );
}
