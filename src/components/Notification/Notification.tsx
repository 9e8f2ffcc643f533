import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { CloseButton } from '../Dialog/Dialog.styles';
import { notification, notificationStore, setNotificationHostMounter } from './notification';
import { Card, Description, StatusIcon, Stack, Text, Title } from './Notification.styles';

let mountedHosts = 0;

/** Top-right stack of notifications in a polite live region; auto-mounted on first use if absent. */
export function NotificationHost() {
  const items = useSyncExternalStore(notificationStore.subscribe, notificationStore.getSnapshot, notificationStore.getSnapshot);
  useEffect(() => {
    mountedHosts += 1;
    return () => { mountedHosts -= 1; };
  }, []);
  return createPortal(
    <Stack role="region" aria-live="polite" aria-label={t('feedback.notification.region')} data-overlay={items.length > 0 ? '' : undefined}>
      {items.map((item) => (
        <Card key={item.id} role="group" aria-label={item.title}>
          {item.status && (
            <StatusIcon $status={item.status}><Icon name={item.status} size="lg" /></StatusIcon>
          )}
          <Text>
            <Title>{item.title}</Title>
            {item.description && <Description>{item.description}</Description>}
          </Text>
          <CloseButton type="button" aria-label={t('feedback.notification.close')} onClick={() => notificationStore.remove(item.id)}>
            <Icon name="close" />
          </CloseButton>
        </Card>
      ))}
    </Stack>,
    document.body,
  );
}

let autoHost: HTMLElement | null = null;
setNotificationHostMounter(() => {
  if (mountedHosts > 0 || autoHost || typeof document === 'undefined') return;
  autoHost = document.createElement('div');
  autoHost.setAttribute('data-notification-host', '');
  document.body.appendChild(autoHost);
  mountedHosts += 1;
  createRoot(autoHost).render(<ThemeProvider global={false}><NotificationHost /></ThemeProvider>);
});

export { notification };
