/**
 * The user menu: name (with the user's photo when one is set), photo and password change and
 * logout (§4), and the theme: a user with one system never sees /navigation, so the three
 * themes are chosen here too.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Icon } from '../../icons';
import { t } from '../../i18n';
import { themeNames, type ThemeName } from '../../../tokens';
import { Avatar, PanelBox, PanelItem, ToolButton } from './Header.styles';

export interface UserMenuProps {
  name: string;
  /** An address of the user's photo (an object URL); the user icon without one. */
  photoUrl?: string;
  /** Offers 更换头像 when given. */
  onChangePhoto?: () => void;
  onChangePassword: () => void;
  onLogout: () => void;
  /** The current theme and its change (the theme items show only with both). */
  theme?: ThemeName;
  onThemeChange?: (theme: ThemeName) => void;
}

export function UserMenu({ name, photoUrl, onChangePhoto, onChangePassword, onLogout, theme, onThemeChange }: UserMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <ToolButton type="button" aria-label={`${t('shell.panels.userMenu')}：${name}`}>
          {photoUrl ? <Avatar src={photoUrl} alt="" /> : <Icon name="user" />}
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
            {onChangePhoto && <DropdownMenu.Item asChild onSelect={onChangePhoto}><PanelItem type="button">{t('shell.panels.changePhoto')}</PanelItem></DropdownMenu.Item>}
            <DropdownMenu.Item asChild onSelect={onChangePassword}><PanelItem type="button">{t('shell.panels.changePassword')}</PanelItem></DropdownMenu.Item>
            <DropdownMenu.Item asChild onSelect={onLogout}><PanelItem type="button">{t('shell.panels.logout')}</PanelItem></DropdownMenu.Item>
          </PanelBox>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
