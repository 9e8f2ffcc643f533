import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { cssVarName } from '../../tokens';
import { Frame, Section } from './TokenView';

const meta = { title: 'Foundations/Scales', tags: ['autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const Row = styled.div`
  display: grid;
  grid-template-columns: 120px 90px 1fr;
  align-items: center;
  gap: ${(p) => p.theme.space.md};
  padding: ${(p) => p.theme.space.xxs} 0;
  border-bottom: 1px solid ${(p) => p.theme.color.border.secondary};
  code { font-family: ${(p) => p.theme.font.familyMono}; }
  span { color: ${(p) => p.theme.color.text.secondary}; }
`;
const Bar = styled.div`
  height: ${(p) => p.theme.space.md};
  background: ${(p) => p.theme.color.primary.solid};
  border-radius: ${(p) => p.theme.radius.sm};
`;
const Box = styled.div`
  width: ${(p) => p.theme.space.xxl};
  height: ${(p) => p.theme.space.xl};
  background: ${(p) => p.theme.color.bg.container};
  border: 1px solid ${(p) => p.theme.color.border.default};
`;
const Shadowed = styled.div`
  width: 160px;
  height: ${(p) => p.theme.space.xxl};
  background: ${(p) => p.theme.color.bg.elevated};
  border-radius: ${(p) => p.theme.radius.md};
`;

/** 字号、字重与行高：中文正文使用内置 Noto Sans SC 字体。 */
export const Typography: Story = {
  render: () => (
    <Frame>
      {(tokens) => (
        <Section>
          <h2>字体与字号</h2>
          {Object.entries(tokens.font.size).map(([key, value]) => (
            <Row key={key}>
              <code>font.size.{key}</code>
              <span>{value}</span>
              <div style={{ fontSize: `var(${cssVarName(['font', 'size', key])})` }}>城市环卫收运 1,286.4 吨</div>
            </Row>
          ))}
          {Object.entries(tokens.font.weight).map(([key, value]) => (
            <Row key={key}>
              <code>font.weight.{key}</code>
              <span>{value}</span>
              <div style={{ fontWeight: Number(value) }}>垃圾收运平台看板</div>
            </Row>
          ))}
        </Section>
      )}
    </Frame>
  ),
};

export const Spacing: Story = {
  render: () => (
    <Frame>
      {(tokens) => (
        <Section>
          <h2>间距</h2>
          {Object.entries(tokens.space).map(([key, value]) => (
            <Row key={key}>
              <code>space.{key}</code>
              <span>{value}</span>
              <Bar style={{ width: `var(${cssVarName(['space', key])})` }} />
            </Row>
          ))}
          <h2>控件高度</h2>
          {Object.entries(tokens.control.height).map(([key, value]) => (
            <Row key={key}>
              <code>control.height.{key}</code>
              <span>{value}</span>
              <Bar style={{ width: `var(${cssVarName(['control', 'height', key])})`, height: `var(${cssVarName(['control', 'height', key])})` }} />
            </Row>
          ))}
        </Section>
      )}
    </Frame>
  ),
};

export const RadiusAndShadows: Story = {
  render: () => (
    <Frame>
      {(tokens) => (
        <>
          <Section>
            <h2>圆角</h2>
            {Object.entries(tokens.radius).map(([key, value]) => (
              <Row key={key}>
                <code>radius.{key}</code>
                <span>{value}</span>
                <Box style={{ borderRadius: `var(${cssVarName(['radius', key])})` }} />
              </Row>
            ))}
          </Section>
          <Section>
            <h2>阴影</h2>
            {Object.keys(tokens.shadow).map((key) => (
              <Row key={key}>
                <code>shadow.{key}</code>
                <span>{key === 'focus' ? '焦点环' : '层级'}</span>
                <Shadowed style={{ boxShadow: `var(${cssVarName(['shadow', key])})` }} />
              </Row>
            ))}
          </Section>
        </>
      )}
    </Frame>
  ),
};
