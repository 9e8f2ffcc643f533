import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { t } from '../../i18n';
import { Icon, Spinner, type IconName } from '../../icons';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { message, messageStore, setMessageHostMounter, type MessageType } from './message';
import { Notice, Stack } from './Message.styles';

const icons: Record<Exclude<MessageType, 'loading'>, IconName> = { success: 'success', error: 'error', warning: 'warning', info: 'info' };

let mountedHosts = 0;

/**
 * The stacked message container: one polite live region at the top centre of the page.
 * Render it once near the root; without it the first message auto-mounts one.
 */
export function MessageHost() {
  const items = useSyncExternalStore(messageStore.subscribe, messageStore.getSnapshot, messageStore.getSnapshot);
  useEffect(() => {
    mountedHosts += 1;
    return () => { mountedHosts -= 1; };
  }, []);
  return createPortal(
    <Stack role="status" aria-live="polite" aria-label={t('feedback.message.region')} data-overlay={items.length > 0 ? '' : undefined}>
      {items.map((item) => (
        <Notice key={item.id} $type={item.type} data-type={item.type}>
          {item.type === 'loading' ? <Spinner label={t('feedback.message.loading')} /> : <Icon name={icons[item.type]} />}
          <span>{item.content}</span>
        </Notice>
      ))}
    </Stack>,
    document.body,
  );
}

let autoHost: HTMLElement | null = null;
setMessageHostMounter(() => {
  if (mountedHosts > 0 || autoHost || typeof document === 'undefined') return;
  autoHost = document.createElement('div');
  autoHost.setAttribute('data-message-host', '');
  document.body.appendChild(autoHost);
  mountedHosts += 1; // counted at once so calls in the same tick do not mount twice
  createRoot(autoHost).render(<ThemeProvider global={false}><MessageHost /></ThemeProvider>);
});

export { message };
