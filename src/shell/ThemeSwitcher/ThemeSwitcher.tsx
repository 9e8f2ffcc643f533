/** The three themes of §2 as a radio group; the choice is applied at once and remembered. */
import { useId } from 'react';
import styled from 'styled-components';
import { t } from '../../i18n';
import { themeNames, type ThemeName } from '../../../tokens';

export interface ThemeSwitcherProps {
  value: ThemeName;
  onChange: (theme: ThemeName) => void;
  label?: string;
}

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  color: ${(p) => p.theme.color.text.secondary};
`;
const Option = styled.label<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  padding: 0 ${(p) => p.theme.space.sm};
  height: ${(p) => p.theme.control.height.sm};
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => (p.$checked ? p.theme.color.primary.default : p.theme.color.border.default)};
  color: ${(p) => (p.$checked ? p.theme.color.primary.text : p.theme.color.text.secondary)};
  background: ${(p) => (p.$checked ? p.theme.color.primary.bg : p.theme.color.bg.container)};
  cursor: pointer;
  &:focus-within { outline: 2px solid ${(p) => p.theme.color.border.focus}; outline-offset: 1px; }
  input { position: absolute; opacity: 0; width: 1px; height: 1px; }
`;

export function ThemeSwitcher({ value, onChange, label = t('shell.navigation.theme') }: ThemeSwitcherProps) {
  const name = useId();
  return (
    <Group role="radiogroup" aria-label={label}>
      <span aria-hidden="true">{label}</span>
      {themeNames.map((theme) => (
        <Option key={theme} $checked={theme === value}>
          <input type="radio" name={name} value={theme} checked={theme === value} onChange={() => onChange(theme)} />
          {t(`common.themes.${theme}`)}
        </Option>
      ))}
    </Group>
  );
}
