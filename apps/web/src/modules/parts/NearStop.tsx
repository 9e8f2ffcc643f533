/**
 * What stands around one stop of a car's day (未作业设施): the dispatcher picks a stop and the
 * page's `near` report lists the facilities within the radius, nearest first — were the
 * not-collected ones right next to where the car stood?
 */
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Select } from '../../../../../src/components/Select';
import { t } from '../../../../../src/i18n';
import type { ReportDefinition } from '../../../../catalogue/src';
import type { Row } from '../dataSource';
import { ReportView, type DateRange } from './ReportView';

const RADIUS = 1000;

const Bar = styled.div`display: flex; align-items: center; gap: ${(p) => p.theme.space.sm}; margin-bottom: ${(p) => p.theme.space.sm}; & > :first-child { width: calc(${(p) => p.theme.space.xxl} * 6); }`;
const Note = styled.p`margin: 0; color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm};`;

function lonLat(location: unknown): [number, number] | null {
  const [lng, lat] = String(location ?? '').split(',').map(Number);
  return Number.isFinite(lng) && Number.isFinite(lat) && String(location ?? '').includes(',') ? [lng!, lat!] : null;
}

export interface NearStopProps {
  system: string;
  report: ReportDefinition;
  /** The car's arrival records of the day, in time order (location, facilityIdLabel, arrivalTime). */
  stops: readonly Row[];
  range: DateRange;
}

export function NearStop({ system, report, stops, range }: NearStopProps) {
  const options = useMemo(() => stops.flatMap((r, i) => (lonLat(r.location)
    ? [{ value: String(i), label: `${String(r.arrivalTime ?? '').slice(11, 16)} ${String(r.facilityIdLabel ?? '')}`.trim() }]
    : [])), [stops]);
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen && options.some((o) => o.value === chosen) ? chosen : options[0]?.value ?? null;
  const fixed = useMemo(() => {
    const point = value === null ? null : lonLat(stops[Number(value)]?.location);
    return point ? { lng: String(point[0]), lat: String(point[1]), radius: String(RADIUS) } : undefined;
  }, [value, stops]);
  if (!fixed || value === null) return <Note>{t('modules.nearStopEmpty')}</Note>;
  const label = options.find((o) => o.value === value)?.label ?? '';
  return (
    <div>
      <Bar>
        <div><Select options={options} value={value} onChange={setChosen} aria-label={t('modules.chooseStop')} placeholder={t('modules.chooseStop')} /></div>
        <Note>{t('modules.nearStopCaption', { stop: label, radius: RADIUS })}</Note>
      </Bar>
      <ReportView key={value} system={system} report={report} range={range} fixed={fixed} />
    </div>
  );
}
