/**
 * Dense marks of enum values (a month sheet's √ 迟 假, a roster's 早 中 夜): a small coloured
 * square per value, coloured by its status like tags, its full label for hover and screen readers,
 * and a legend listing the marks.
 */
import styled from 'styled-components';
import type { EnumOption } from '../../../../catalogue/src';

type Status = NonNullable<EnumOption['status']>;

const Box = styled.span<{ $status: Status }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${(p) => p.theme.control.height.sm};
  padding: 0 ${(p) => p.theme.space.xxs};
  font-size: ${(p) => p.theme.font.size.sm};
  line-height: ${(p) => p.theme.font.lineHeight.normal};
  border-radius: ${(p) => p.theme.radius.sm};
  border: 1px solid ${(p) => (p.$status === 'default' ? p.theme.color.border.default : p.theme.color[p.$status].border)};
  background: ${(p) => (p.$status === 'default' ? p.theme.color.fill.default : p.theme.color[p.$status].bg)};
  color: ${(p) => (p.$status === 'default' ? p.theme.color.text.secondary : p.theme.color[p.$status].text)};
  white-space: nowrap;
`;

/** `decorative`: beside its own label (a roster palette's chip), hidden from assistive technology. */
export function CodeMark({ option, title, decorative }: { option: Pick<EnumOption, 'label' | 'short' | 'status'>; title?: string; decorative?: boolean }) {
  if (decorative) return <Box $status={option.status ?? 'default'} aria-hidden>{option.short ?? option.label}</Box>;
  return <Box $status={option.status ?? 'default'} title={title ?? option.label} aria-label={title ?? option.label}>{option.short ?? option.label}</Box>;
}

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
  li { display: inline-flex; align-items: center; gap: ${(p) => p.theme.space.xxs}; }
`;

export function CodeLegend({ options, label }: { options: readonly Pick<EnumOption, 'value' | 'label' | 'short' | 'status'>[]; label: string }) {
  return (
    <Legend aria-label={label}>
      {options.map((o) => <li key={o.value}><CodeMark option={o} title={o.label} /><span>{o.label}</span></li>)}
    </Legend>
  );
}
