/**
 * Route `/`: the sign-in page (§2, §4). Entering it resets the login state. The first touch
 * of the page (pointer or focus) starts loading the request stack the sign-in needs.
 */
import styled from 'styled-components';
import { Spin } from '../../../../src/components/Spin';
import { t } from '../../../../src/i18n';
import { LoginForm } from '../../../../src/shell/LoginForm';
import { useLoginPage } from '../login/useLoginPage';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${(p) => p.theme.space.xl};
  background: linear-gradient(135deg, ${(p) => p.theme.color.primary.bg}, ${(p) => p.theme.color.bg.layout});
`;

const Brand = styled.p`
  margin: 0 0 ${(p) => p.theme.space.lg};
  font-size: ${(p) => p.theme.font.size.h2};
  font-weight: ${(p) => p.theme.font.weight.bold};
  color: ${(p) => p.theme.color.text.primary};
  text-align: center;
`;

export default function LoginPage() {
  const state = useLoginPage();
  const saved = state.record;
  // The sign-in code loads on the first pointer or key, not on focus: the user name field
  // takes focus by itself, and the page must accept input before that code (≤ 120 KB).
  return (
    <Page onPointerDown={state.prefetch} onKeyDown={state.prefetch}>
      <div>
        <Brand>{t('shell.appTitle')}</Brand>
        <Spin spinning={state.autoRunning} tip={t('shell.login.autoLoggingIn')}>
          <LoginForm
            key={saved ? 'remembered' : 'plain'}
            initialUsername={saved?.username}
            hasRememberedPassword={Boolean(saved?.rememberMe && saved.password)}
            initialRememberMe={saved?.rememberMe}
            initialAutoLogin={saved?.autoLogin}
            captcha={state.captcha}
            onRefreshCaptcha={state.refreshCaptcha}
            error={state.error}
            loading={state.loading}
            onSubmit={state.submit}
          />
        </Spin>
      </div>
    </Page>
  );
}
