/** A menu item whose page is not built yet: its name, its menu path and 该功能页面建设中. */
import styled from 'styled-components';
import { Result } from '../../../../src/components/Result';
import { t } from '../../../../src/i18n';
import type { TabPageProps } from './tabPage';

const Note = styled.p`margin: 0; color: ${(p) => p.theme.color.text.secondary};`;

export default function PlaceholderPage({ title, namePath, uri, systemName }: TabPageProps) {
  return (
    <Result status="info" title={title} subTitle={t('shell.placeholder.building')}>
      <Note>{t('shell.placeholder.path', { path: [systemName, ...namePath, title].filter(Boolean).join(' / ') })}</Note>
      <Note>{t('shell.placeholder.address', { uri })}</Note>
    </Result>
  );
}
