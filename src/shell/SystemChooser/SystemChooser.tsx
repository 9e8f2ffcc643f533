/** The system chooser of /navigation (§2): only the user's systems, as cards, plus the themes. */
import styled from 'styled-components';
import { Empty } from '../../components/Empty';
import { Icon } from '../../icons';
import { t } from '../../i18n';
import type { SystemItem } from '../../session/login-info';

export interface SystemChooserProps {
  systems: readonly SystemItem[];
  onChoose: (system: SystemItem) => void;
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${(p) => p.theme.space.lg};
`;
const Tile = styled.button`
  width: 100%;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${(p) => p.theme.space.sm};
  padding: ${(p) => p.theme.space.lg};
  text-align: left;
  font: inherit;
  color: ${(p) => p.theme.color.text.primary};
  background: ${(p) => p.theme.color.bg.container};
  border: 1px solid ${(p) => p.theme.color.border.secondary};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.sm};
  cursor: pointer;
  &:hover { border-color: ${(p) => p.theme.color.primary.border}; box-shadow: ${(p) => p.theme.shadow.md}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; outline-offset: 2px; }
`;
const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${(p) => p.theme.radius.md};
  color: ${(p) => p.theme.color.primary.text};
  background: ${(p) => p.theme.color.primary.bg};
`;
const Name = styled.span`font-size: ${(p) => p.theme.font.size.lg}; font-weight: ${(p) => p.theme.font.weight.medium};`;

export function SystemChooser({ systems, onChoose }: SystemChooserProps) {
  if (systems.length === 0) return <Empty description={t('shell.navigation.empty')} />;
  return (
    <Grid aria-label={t('shell.navigation.heading')}>
      {systems.map((system) => (
        <li key={system.code}>
          <Tile type="button" onClick={() => onChoose(system)}>
            <Badge aria-hidden="true"><Icon name="folder" /></Badge>
            <Name>{system.name}</Name>
          </Tile>
        </li>
      ))}
    </Grid>
  );
}
