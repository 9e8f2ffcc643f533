/** A small toggle-button group used by panels to switch range or grain. */
import styled from 'styled-components';
import { scaled } from './styles';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.md};
  overflow: hidden;
`;
const Option = styled.button`
  padding: 0 ${(p) => scaled(p.theme.space.xs)};
  height: ${(p) => scaled(p.theme.control.height.sm)};
  font: inherit;
  font-size: ${(p) => scaled(p.theme.font.size.sm)};
  color: ${(p) => p.theme.color.text.secondary};
  background: transparent;
  border: 0;
  cursor: pointer;
  & + & { border-left: 1px solid ${(p) => p.theme.color.border.default}; }
  &[aria-pressed='true'] {
    color: ${(p) => p.theme.color.primary.onSolid};
    background: ${(p) => p.theme.color.primary.solid};
  }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; outline-offset: -2px; }
`;

export interface SegmentedProps<V extends string> {
  label: string;
  options: Array<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
}

export function Segmented<V extends string>({ label, options, value, onChange }: SegmentedProps<V>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((o) => (
        <Option key={o.value} type="button" aria-pressed={o.value === value} onClick={() => onChange(o.value)}>
          {o.label}
        </Option>
      ))}
    </Group>
  );
}
