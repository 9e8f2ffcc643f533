/**
 * The user menu: name, password change and logout (§4), and the theme: a user with one
 * system never sees /navigation, so the three themes are chosen here too.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Icon } from '../../icons';
import { t } from '../../i18n';
import { themeNames, type ThemeName } from '../../../tokens';
import { PanelBox, PanelItem, ToolButton } from './Header.styles';

export interface UserMenuProps {
  name: string;
  onChangePassword: () => void;
  onLogout: () => void;
  /** The current theme and its change (the theme items show only with both). */
  theme?: ThemeName;
  onThemeChange?: (theme: ThemeName) => void;
}

export function UserMenu({ name, onChangePassword, onLogout, theme, onThemeChange }: UserMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <ToolButton type="button" aria-label={`${t('shell.panels.userMenu')}：${name}`}>
          <Icon name="user" />
          <span>{name}</span>
        </ToolButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content asChild align="end" sideOffset={4}>
          <PanelBox>
            {theme && onThemeChange && (
              <DropdownMenu.RadioGroup value={theme} onValueChange={(v) => onThemeChange(v as ThemeName)} aria-label={t('shell.navigation.theme')}>
                <DropdownMenu.Label asChild><small>{t('shell.navigation.theme')}</small></DropdownMenu.Label>
                {themeNames.map((name) => (
                  <DropdownMenu.RadioItem key={name} value={name} asChild>
                    <PanelItem type="button" $current={name === theme}>{t(`common.themes.${name}`)}</PanelItem>
                  </DropdownMenu.RadioItem>
                ))}
                <DropdownMenu.Separator />
              </DropdownMenu.RadioGroup>
            )}
            <DropdownMenu.Item asChild onSelect={onChangePassword}><PanelItem type="button">{t('shell.panels.changePassword')}</PanelItem></DropdownMenu.Item>
            <DropdownMenu.Item asChild onSelect={onLogout}><PanelItem type="button">{t('shell.panels.logout')}</PanelItem></DropdownMenu.Item>
          </PanelBox>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
