/** A system's welcome page (工作台): greeting, date, recent and favourite pages. */
import styled from 'styled-components';
import { t } from '../../../../src/i18n';
import { dayjs } from '../../../../src/i18n/dayjs';
import { useShellLinks } from '../layout/shellLinks';
import type { TabPageProps } from './tabPage';

const Wrap = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space.lg};
  h2 { margin: 0; font-size: ${(p) => p.theme.font.size.h3}; color: ${(p) => p.theme.color.text.primary}; }
  p { margin: 0; color: ${(p) => p.theme.color.text.secondary}; }
`;
const Cards = styled.div`display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: ${(p) => p.theme.space.lg};`;
const Box = styled.section`
  padding: ${(p) => p.theme.space.lg};
  background: ${(p) => p.theme.color.bg.container};
  border: 1px solid ${(p) => p.theme.color.border.secondary};
  border-radius: ${(p) => p.theme.radius.lg};
  h3 { margin: 0 0 ${(p) => p.theme.space.sm}; font-size: ${(p) => p.theme.font.size.lg}; }
  ul { margin: 0; padding: 0; list-style: none; display: grid; gap: ${(p) => p.theme.space.xs}; }
  button { border: 0; background: none; padding: 0; font: inherit; color: ${(p) => p.theme.color.text.link}; cursor: pointer; }
`;

export default function WelcomePage({ systemName }: TabPageProps) {
  const links = useShellLinks();
  const list = (pages: typeof links.recent) => pages.length === 0 ? <p>{t('shell.welcome.none')}</p> : (
    <ul>{pages.slice(0, 8).map((page) => <li key={page.id}><button type="button" onClick={() => links.open(page)}>{page.name}</button></li>)}</ul>
  );
  return (
    <Wrap>
      <h2>{t('shell.welcome.greeting', { system: systemName })}</h2>
      <p>{t('shell.welcome.today', { date: dayjs().format('YYYY年M月D日 dddd') })} · {t('shell.welcome.tip')}</p>
      <Cards>
        <Box><h3>{t('shell.welcome.recent')}</h3>{list(links.recent)}</Box>
        <Box><h3>{t('shell.welcome.favourites')}</h3>{list(links.favourites)}</Box>
      </Cards>
    </Wrap>
  );
}
