/** The user menu: name, password change and logout (§4). */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Icon } from '../../icons';
import { t } from '../../i18n';
import { PanelBox, PanelItem, ToolButton } from './Header.styles';

export interface UserMenuProps {
  name: string;
  onChangePassword: () => void;
  onLogout: () => void;
}

export function UserMenu({ name, onChangePassword, onLogout }: UserMenuProps) {
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
            <DropdownMenu.Item asChild onSelect={onChangePassword}><PanelItem type="button">{t('shell.panels.changePassword')}</PanelItem></DropdownMenu.Item>
            <DropdownMenu.Item asChild onSelect={onLogout}><PanelItem type="button">{t('shell.panels.logout')}</PanelItem></DropdownMenu.Item>
          </PanelBox>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
