/** /navigation: the system chooser (§2) with the theme switcher. Entering it resets its state. */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../../../src/components/Button';
import { Spin } from '../../../../src/components/Spin';
import { t } from '../../../../src/i18n';
import { readSystemInfo } from '../../../../src/session/system-info';
import { SystemChooser } from '../../../../src/shell/SystemChooser';
import { ThemeSwitcher } from '../../../../src/shell/ThemeSwitcher';
import { applyTheme, getStoredTheme } from '../../../../src/theme/themeStore';
import { loginUrl } from '../app/basePath';
import { loadCurrentUser, logout, rememberSystem, type CurrentUser } from '../app/session';
import { layoutHref } from '../login/afterLogin';

const Page = styled.div`min-height: 100vh; background: ${(p) => p.theme.color.bg.layout};`;
const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space.md};
  flex-wrap: wrap;
  padding: ${(p) => p.theme.space.md} ${(p) => p.theme.space.xl};
  background: ${(p) => p.theme.color.bg.container};
  border-bottom: 1px solid ${(p) => p.theme.color.border.secondary};
  p { margin: 0; font-size: ${(p) => p.theme.font.size.lg}; font-weight: ${(p) => p.theme.font.weight.bold}; }
`;
const Tools = styled.div`display: flex; align-items: center; gap: ${(p) => p.theme.space.md};`;
const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${(p) => p.theme.space.xl};
  h1 { margin: 0 0 ${(p) => p.theme.space.xs}; font-size: ${(p) => p.theme.font.size.h3}; }
  > p { margin: 0 0 ${(p) => p.theme.space.lg}; color: ${(p) => p.theme.color.text.secondary}; }
`;

export default function NavigationPage() {
  const navigate = useNavigate();
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [theme, setTheme] = useState(getStoredTheme);

  useEffect(() => {
    if (!readSystemInfo()?.token) {
      window.location.assign(loginUrl() ?? '/');
      return;
    }
    loadCurrentUser().then(setUser, () => undefined);
  }, []);

  return (
    <Page>
      <Header>
        <p>{t('shell.appTitle')}</p>
        <Tools>
          <ThemeSwitcher value={theme} onChange={(next) => { applyTheme(next); setTheme(next); }} />
          <Button icon="logout" onClick={() => void logout()}>{t('shell.navigation.logout')}</Button>
        </Tools>
      </Header>
      <Main>
        <h1>{t('shell.navigation.heading')}</h1>
        {user ? (
          <>
            <p>{t('shell.navigation.welcome', { name: user.name })}</p>
            <SystemChooser systems={user.systems} onChoose={(system) => { rememberSystem(system); navigate(layoutHref(system.code, system.name)); }} />
          </>
        ) : (
          <Spin />
        )}
      </Main>
    </Page>
  );
}
