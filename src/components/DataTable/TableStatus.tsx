import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { Icon, Spinner } from '../../icons';
import { Button } from '../Button';
import { StatusDetail, StatusIcon, StatusPanel } from './DataTable.styles';

/** What the body area says when there are no rows to show: loading, error or empty. */
export function TableStatus({ loading, error, onRetry, emptyText }: { loading?: boolean; error?: ReactNode; onRetry?: () => void; emptyText?: ReactNode }) {
  if (error) {
    return (
      <StatusPanel role="alert">
        <StatusIcon $tone="error"><Icon name="error" /></StatusIcon>
        <span>{t('table.dataTable.error')}</span>
        {typeof error !== 'boolean' && <StatusDetail>{error}</StatusDetail>}
        {onRetry && (
          <Button size="sm" icon="refresh" onClick={onRetry}>
            {t('table.dataTable.retry')}
          </Button>
        )}
      </StatusPanel>
    );
  }
  if (loading) {
    return (
      <StatusPanel role="status">
        <StatusIcon $tone="muted"><Spinner /></StatusIcon>
        <span>{t('table.dataTable.loading')}</span>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel role="status">
      <StatusIcon $tone="muted"><Icon name="folder" /></StatusIcon>
      <span>{emptyText ?? t('table.dataTable.empty')}</span>
    </StatusPanel>
  );
}
