/** Forecast of collected tonnage, switchable between daily and monthly grain. */
import { useState, type ReactNode } from 'react';
import { ForecastChart, type ForecastPoint } from '../charts/ForecastChart';
import type { BaseChartProps } from '../charts/types';
import { t } from '../i18n';
import { Panel } from './Panel';
import { Segmented } from './Segmented';

export interface ForecastSeriesData {
  /** ISO dates (months as YYYY-MM-01). */
  categories: string[];
  actual: number[];
  forecastCategories: string[];
  forecast: ForecastPoint[];
}

export type ForecastGrain = 'daily' | 'monthly';

export interface ForecastPanelProps {
  title: string;
  daily: ForecastSeriesData;
  monthly: ForecastSeriesData;
  unit?: string;
  defaultGrain?: ForecastGrain;
  loading?: boolean;
  /** The data failed to load: an error state with 重试 instead of 暂无数据. */
  error?: BaseChartProps['error'];
  onRetry?: () => void;
  animation?: boolean;
  /** The period label shown after the title. */
  period?: ReactNode;
}

export function ForecastPanel({ title, daily, monthly, unit, defaultGrain = 'daily', loading, error, onRetry, animation, period }: ForecastPanelProps) {
  const [grain, setGrain] = useState<ForecastGrain>(defaultGrain);
  const data = grain === 'daily' ? daily : monthly;
  return (
    <Panel
      title={title}
      period={period}
      extra={
        <Segmented
          label={t('charts.kanban.viewSwitch')}
          options={[
            { value: 'daily', label: t('charts.kanban.daily') },
            { value: 'monthly', label: t('charts.kanban.monthly') },
          ]}
          value={grain}
          onChange={setGrain}
        />
      }
    >
      <ForecastChart
        title={`${title}（${t(`charts.kanban.${grain}`)}）`}
        {...data}
        dateGrain={grain === 'daily' ? 'day' : 'monthShort'}
        unit={unit}
        height="100%"
        loading={loading}
        error={error}
        onRetry={onRetry}
        animation={animation}
      />
    </Panel>
  );
}
